<?php
/**
 * The settings screen's contact fields show what the website shows (includes/site-values.php): the
 * website's answer (tests/wordpress/plugin-php.spec.ts answers GET /api/wp/options/contact_info on the
 * port of wp-config.php's GDM_CONCRETE_SITE_URL) greyed in each empty field, never as its value.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The website's contact values as the empty fields' placeholders.
 */
final class Site_Values_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * Each test asks the website afresh.
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_transient( GDM_CONCRETE_SITE_VALUES_TRANSIENT );
	}

	/**
	 * A field of the settings screen as it is drawn.
	 *
	 * @param string $name  Field name.
	 * @param string $value Its stored value.
	 * @return string
	 */
	private function drawn( $name, $value ) {
		ob_start();
		gdm_concrete_render_field( $name, gdm_concrete_with_site_value( $name, $this->field( 'site_option', $name ) ), $value );
		return (string) ob_get_clean();
	}

	/**
	 * The website's phone, e-mail, address, hours (a line each) and the social profile it shows, by
	 * field; the profiles it does not show have none. The answer is kept, so the screen asks once.
	 */
	public function test_the_website_says_what_it_shows() {
		$values = gdm_concrete_site_values();
		$this->assertSame(
			array(
				'phone'    => '(515) 555-0143',
				'email'    => 'estimates@example.com',
				'address'  => '1200 Grand Ave, West Des Moines, IA 50265',
				'hours'    => "Mon-Fri 7am-6pm\nSat 8am-noon",
				'facebook' => 'https://www.facebook.com/gdmconcrete',
				'promise_reply_hours'            => '8',
				'promise_visit_hours'            => 'none',
				'promise_project_days'           => '2-4',
				'promise_deposit_percent'        => '30-30',
				'promise_satisfaction_guarantee' => 'no',
				'promise_emergency_repairs'      => 'yes',
			),
			$values
		);
		$this->assertSame( $values, get_transient( GDM_CONCRETE_SITE_VALUES_TRANSIENT ), 'kept for the next view' );
	}

	/**
	 * An empty field shows the website's value greyed (its placeholder) and sends nothing; a field she
	 * filled shows her value.
	 */
	public function test_an_empty_field_shows_the_sites_value_greyed_and_a_filled_one_hers() {
		$empty = $this->drawn( 'phone', '' );
		$this->assertStringContainsString( 'placeholder="(515) 555-0143"', $empty );
		$this->assertStringContainsString( 'value=""', $empty );

		$hours = $this->drawn( 'hours', '' );
		$this->assertStringContainsString( "placeholder=\"Mon-Fri 7am-6pm\nSat 8am-noon\"", $hours );
		$this->assertStringContainsString( '></textarea>', $hours, 'nothing in the text area' );

		$this->assertStringContainsString( 'placeholder="https://www.facebook.com/gdmconcrete"', $this->drawn( 'facebook', '' ) );
		$this->assertStringNotContainsString( 'placeholder', $this->drawn( 'linkedin', '' ), 'a profile the site does not show' );

		$filled = $this->drawn( 'phone', '(515) 555-0199' );
		$this->assertStringContainsString( 'value="(515) 555-0199"', $filled );
	}

	/**
	 * Only text of the contact fields is read from the answer, cleaned; a website that answers nothing
	 * usable, or nothing, leaves the fields without a placeholder (fields.json's, if any), and is asked
	 * again a minute later.
	 */
	public function test_a_bad_or_missing_answer_gives_no_placeholder() {
		$this->assertSame(
			array( 'phone' => '(515) 555-0143' ),
			gdm_concrete_read_site_values( '{"value":{"phone":"<b>(515) 555-0143</b>","email":["x"],"secret":"no","hours":{"a":1},"socialMedia":"x"}}' )
		);
		$this->assertSame( array(), gdm_concrete_read_site_values( 'not json' ) );
		$this->assertSame( array(), gdm_concrete_read_site_values( str_repeat( '[', 50 ) . str_repeat( ']', 50 ) ) );

		$refuse = static function () {
			return new WP_Error( 'http_request_failed', 'Connection refused' );
		};
		add_filter( 'pre_http_request', $refuse );
		try {
			$this->assertSame( array(), gdm_concrete_site_values() );
		} finally {
			remove_filter( 'pre_http_request', $refuse );
		}
		$this->assertSame( array(), get_transient( GDM_CONCRETE_SITE_VALUES_TRANSIENT ) );
		$this->assertStringNotContainsString( 'placeholder', $this->drawn( 'phone', '' ) );
		$this->assertStringContainsString( 'placeholder="Ready to Transform Your Property?"', $this->drawn( 'cta_title', '' ), "fields.json's own" );
	}

	/**
	 * The promises the website makes show greyed as they would be typed; a yes/no names the website's
	 * choice in its empty option, and a choice she made is selected.
	 */
	public function test_the_promises_show_the_sites_greyed() {
		$this->assertStringContainsString( 'placeholder="8"', $this->drawn( 'promise_reply_hours', '' ) );
		$this->assertStringContainsString( 'placeholder="none"', $this->drawn( 'promise_visit_hours', '' ) );
		$this->assertStringContainsString( 'value="4"', $this->drawn( 'promise_reply_hours', '4' ) );
		$repairs = $this->drawn( 'promise_emergency_repairs', '' );
		$this->assertStringContainsString( '<option value="" selected=\'selected\'>As the business file says (now: yes)</option>', $repairs );
		$this->assertStringNotContainsString( 'placeholder', $repairs );
		$this->assertStringContainsString( '<option value="no" selected=\'selected\'>No</option>', $this->drawn( 'promise_satisfaction_guarantee', 'no' ) );
	}
}
