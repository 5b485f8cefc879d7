<?php
/**
 * Fields (includes/fields.php): numbers and pictures are kept only when they are one and answered in
 * the shape the site reads; the settings page offers the site's options. Text, addresses, e-mail and
 * links cleaned by WordPress's sanitising: tests/wordpress/php/test-fields.php.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Saving and answering the fields of fields.json that need no WordPress.
 */
final class Fields_Test extends GDM_Concrete_Test_Case {

	/**
	 * A number is kept as typed when it is one, and dropped when not; the site reads a number.
	 */
	public function test_numbers() {
		$latitude = $this->field( 'location', 'latitude' );
		$this->assertSame( '41.7317', gdm_concrete_sanitize_field( $latitude, ' 41.7317 ' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $latitude, '41.7N' ) );
		$this->assertSame( 41.7317, gdm_concrete_rest_value( $latitude, '41.7317' ) );
		$this->assertSame( 5, gdm_concrete_rest_value( $this->field( 'post', 'rating' ), '5' ) );
		$this->assertNull( gdm_concrete_rest_value( $latitude, '' ) );
	}

	/**
	 * A picture is a Media Library ID; anything else is dropped.
	 */
	public function test_a_picture_is_a_media_library_id() {
		$picture = $this->field( 'site_option', 'home_hero_image' );
		$this->assertSame( '412', gdm_concrete_sanitize_field( $picture, ' 412 ' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $picture, 'https://cms.example.com/wp-content/uploads/hero.jpg' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $picture, '-3' ) );
	}

	/**
	 * The settings page offers only the options the site shows: the home page, the call to action,
	 * the contact information and the price list; the footer and header menu, which the site never
	 * showed, are gone.
	 */
	public function test_the_settings_page_offers_only_what_the_site_shows() {
		$this->assertSame( array( 'home_page', 'cta', 'contact_info', 'price_list' ), array_keys( gdm_concrete_option_slugs() ) );
		foreach ( gdm_concrete_option_fields() as $name => $field ) {
			$this->assertArrayHasKey( $field['option'], gdm_concrete_option_slugs(), $name );
		}
	}

	/**
	 * The names the site reads in `acf`: a grouped field answers in its group, once.
	 */
	public function test_rest_names() {
		$names = gdm_concrete_rest_names( gdm_concrete_option_fields() );
		$this->assertContains( 'social_media', $names );
		$this->assertContains( 'hero_image', $names );
		$this->assertNotContains( 'facebook', $names );
		$this->assertSame( $names, array_values( array_unique( $names ) ) );
	}

	/**
	 * A promise's hours are a whole number within the business file's bounds, or none; anything else
	 * is dropped, so the website keeps its business file's promise.
	 */
	public function test_promise_hours() {
		$reply = $this->field( 'site_option', 'promise_reply_hours' );
		$this->assertSame( '4', gdm_concrete_sanitize_field( $reply, ' 4 ' ) );
		$this->assertSame( '336', gdm_concrete_sanitize_field( $reply, '336' ) );
		$this->assertSame( 'none', gdm_concrete_sanitize_field( $reply, 'None' ) );
		foreach ( array( '0', '337', '4.5', '-4', '24h', 'soon', '99999999999' ) as $bad ) {
			$this->assertSame( '', gdm_concrete_sanitize_field( $reply, $bad ), $bad );
		}
		$this->assertSame( 4, gdm_concrete_rest_value( $reply, '4' ) );
		$this->assertSame( 'none', gdm_concrete_rest_value( $reply, 'none' ) );
	}

	/**
	 * A project length or deposit is a low and a high within bounds, low ≤ high (one number is both),
	 * or none; answered as { low, high } or "none".
	 */
	public function test_promise_ranges() {
		$days    = $this->field( 'site_option', 'promise_project_days' );
		$deposit = $this->field( 'site_option', 'promise_deposit_percent' );
		$this->assertSame( '3-5', gdm_concrete_sanitize_field( $days, '3-5' ) );
		$this->assertSame( '3-5', gdm_concrete_sanitize_field( $days, '3 to 5' ) );
		$this->assertSame( '4-4', gdm_concrete_sanitize_field( $days, '4' ) );
		$this->assertSame( 'none', gdm_concrete_sanitize_field( $days, 'none' ) );
		$this->assertSame( '0-10', gdm_concrete_sanitize_field( $deposit, '0-10%' ) );
		$this->assertSame( '25-33', gdm_concrete_sanitize_field( $deposit, '25% – 33%' ) );
		foreach ( array( '5-3', '0-2', '3-91', '3-', 'a week', '2.5-4' ) as $bad ) {
			$this->assertSame( '', gdm_concrete_sanitize_field( $days, $bad ), $bad );
		}
		$this->assertSame( '', gdm_concrete_sanitize_field( $deposit, '20-101' ) );
		$this->assertSame(
			array(
				'low'  => 3,
				'high' => 5,
			),
			gdm_concrete_rest_value( $days, '3-5' )
		);
		$this->assertSame( 'none', gdm_concrete_rest_value( $days, 'none' ) );
	}

	/**
	 * The guarantee and emergency repairs are yes or no, else as the business file says; answered true
	 * or false. The website's answer shows greyed in each promise as it would be typed.
	 */
	public function test_promise_choices_and_site_values() {
		$guarantee = $this->field( 'site_option', 'promise_satisfaction_guarantee' );
		$this->assertSame( 'no', gdm_concrete_sanitize_field( $guarantee, 'no' ) );
		$this->assertSame( 'yes', gdm_concrete_sanitize_field( $guarantee, ' Yes ' ) );
		$this->assertSame( '', gdm_concrete_sanitize_field( $guarantee, 'maybe' ) );
		$this->assertTrue( gdm_concrete_rest_value( $guarantee, 'yes' ) );
		$this->assertFalse( gdm_concrete_rest_value( $guarantee, 'no' ) );

		$said = array(
			'replyHours'            => 24,
			'visitHours'            => null,
			'projectDays'           => array(
				'low'  => 3,
				'high' => 5,
			),
			'satisfactionGuarantee' => false,
			'emergencyRepairs'      => '<b>yes</b>',
		);
		$this->assertSame( '24', gdm_concrete_promise_site_value( $this->field( 'site_option', 'promise_reply_hours' ), $said ) );
		$this->assertSame( 'none', gdm_concrete_promise_site_value( $this->field( 'site_option', 'promise_visit_hours' ), $said ) );
		$this->assertSame( '3-5', gdm_concrete_promise_site_value( $this->field( 'site_option', 'promise_project_days' ), $said ) );
		$this->assertSame( 'no', gdm_concrete_promise_site_value( $guarantee, $said ) );
		$this->assertSame( '', gdm_concrete_promise_site_value( $this->field( 'site_option', 'promise_emergency_repairs' ), $said ) );
		$this->assertSame( '', gdm_concrete_promise_site_value( $this->field( 'site_option', 'promise_deposit_percent' ), $said ) );
	}
}
