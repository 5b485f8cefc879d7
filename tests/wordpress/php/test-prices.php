<?php
/**
 * The price list (includes/prices.php) in WordPress: only an administrator, with the settings form's
 * nonce, saves it; every row is kept as typed and each one that is not a price is named; the REST API
 * answers only the rows that are prices, as whole numbers; saving it tells the website.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The price list saved, checked, answered and shown, by WordPress's users, nonces and posts.
 */
final class Prices_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * No price list yet: one another file of the suite saved is taken away (until the test's end).
	 */
	protected function setUp(): void {
		parent::setUp();
		while ( $this->option_post() ) {
			wp_delete_post( $this->option_post()->ID, true );
		}
		$GLOBALS['gdm_concrete_changes'] = null;
	}

	/**
	 * The settings form as sent: its nonce (the right one unless given) and the price rows.
	 *
	 * @param array<string, mixed> $rows  Rows by item, as the form's inputs name them.
	 * @param string|null          $nonce The nonce sent.
	 */
	private function post_form( $rows, $nonce = null ) {
		$_POST    = array(
			'action'     => 'gdm_concrete_settings',
			'_wpnonce'   => $nonce ?? wp_create_nonce( 'gdm_concrete_settings' ),
			'gdm_fields' => array( 'prices' => $rows ),
		);
		$_REQUEST = $_POST;
	}

	/**
	 * The `price_list` option's post, or null.
	 *
	 * @return WP_Post|null
	 */
	private function option_post() {
		return gdm_concrete_option_post( 'price_list' );
	}

	/**
	 * The stored price list ('' for none).
	 *
	 * @return string
	 */
	private function stored() {
		$post = $this->option_post();
		return $post ? get_post_meta( $post->ID, '_gdm_prices', true ) : '';
	}

	/**
	 * An administrator sets the driveway at $9 to $15: the option is made and published, the row is
	 * stored, the REST API answers it as numbers, and the website is told (the meta change queues a
	 * revalidation call for the request's end).
	 */
	public function test_an_administrator_saves_a_price_and_the_website_is_told() {
		$this->log_in( 'admin' );
		$this->post_form(
			array(
				'driveway' => array(
					'low'  => ' 9 ',
					'high' => '15',
				),
				'patio'    => array(
					'low'  => '',
					'high' => '',
				),
			)
		);

		$this->assertSame( array(), gdm_concrete_price_list_save() );

		$post = $this->option_post();
		$this->assertNotNull( $post );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertSame( '{"driveway":{"low":"9","high":"15"}}', $this->stored() );
		$acf = (array) gdm_concrete_rest_acf( array( 'id' => $post->ID ) );
		$this->assertEquals(
			(object) array(
				'driveway' => array(
					'low'  => 9,
					'high' => 15,
				),
			),
			$acf['prices']
		);
		$this->assertSame( '{"driveway":{"low":9,"high":15}}', wp_json_encode( $acf['prices'] ) );
		$this->assertArrayHasKey( 'site_option:' . $post->ID, $GLOBALS['gdm_concrete_changes'] );
		$this->assertSame( 10, has_action( 'shutdown', 'gdm_concrete_flush' ), 'the call is sent when the request ends' );
	}

	/**
	 * An Editor, even with the right nonce, is refused (403) and nothing is stored or made.
	 */
	public function test_an_editor_may_not_save_it() {
		$this->log_in( 'editor' );
		$this->post_form(
			array(
				'driveway' => array(
					'low'  => '1',
					'high' => '2',
				),
			)
		);
		try {
			gdm_concrete_price_list_save();
			$this->fail( 'an Editor saved the price list' );
		} catch ( GDM_Test_Died $died ) {
			$this->assertSame( 403, $died->getCode() );
		}
		$this->assertNull( $this->option_post() );
		$this->assertNull( $GLOBALS['gdm_concrete_changes'] );
		// Nor through the REST API's meta: a site option's fields are the administrators'.
		$option = wp_insert_post(
			array(
				'post_type'   => 'site_option',
				'post_name'   => 'contact_info',
				'post_title'  => 'Contact information',
				'post_status' => 'publish',
			)
		);
		$this->assertFalse( gdm_concrete_may_write_fields( 'site_option', $option ) );
		$this->log_in( 'admin' );
		$this->assertTrue( gdm_concrete_may_write_fields( 'site_option', $option ) );
	}

	/**
	 * An administrator's form without the nonce, or with another form's, is refused (403): a page
	 * elsewhere cannot change the prices in an administrator's name.
	 */
	public function test_without_the_forms_nonce_nothing_is_saved() {
		$this->log_in( 'admin' );
		foreach ( array( '', wp_create_nonce( 'gdm_concrete_save_fields' ), 'forged' ) as $nonce ) {
			$this->post_form(
				array(
					'driveway' => array(
						'low'  => '1',
						'high' => '2',
					),
				),
				$nonce
			);
			try {
				gdm_concrete_price_list_save();
				$this->fail( "saved with the nonce '{$nonce}'" );
			} catch ( GDM_Test_Died $died ) {
				$this->assertSame( 403, $died->getCode() );
			}
		}
		$this->assertNull( $this->option_post() );
	}

	/**
	 * Every kind of wrong row is named by its item, kept exactly as typed (cleaned of markup), and left
	 * out of the REST answer; the right rows are answered. Unknown items and deeper values are dropped.
	 */
	public function test_each_wrong_row_is_named_and_kept_as_typed() {
		$this->log_in( 'admin' );
		$typed                    = array(
			'driveway'                => array(
				'low'  => '9.5',
				'high' => '15',
			),
			'patio'                   => array(
				'low'  => '18',
				'high' => '10',
			),
			'newSidewalk'             => array(
				'low'  => '8',
				'high' => '',
			),
			'sidewalkRepair'          => array(
				'low'  => '350',
				'high' => '100001',
			),
			'stampedPatio'            => array(
				'low'  => '$12',
				'high' => '<b>18</b>',
			),
			'overlay'                 => array(
				'low'  => '0',
				'high' => '501',
			),
			'polishedFloor'           => array(
				'low'  => '-6',
				'high' => '12',
			),
			'stampedPremium'          => array(
				'low'  => '0',
				'high' => '201',
			),
			'exposedAggregatePremium' => array(
				'low'  => '0',
				'high' => '200',
			),
			'granite'                 => array(
				'low'  => '1',
				'high' => '2',
			),
		);
		$this->post_form( $typed );

		$problems = gdm_concrete_price_list_save();

		$this->assertSame(
			array(
				'driveway'       => 'Driveway: write whole dollars, without $ or cents, such as 8 and 14.',
				'patio'          => 'Patio: the low number (18) is more than the high one (10).',
				'newSidewalk'    => 'New sidewalk: give both a low and a high number, or leave both empty for the site\'s own.',
				'sidewalkRepair' => 'Sidewalk repair: each price must be from $1 to $100,000.',
				'stampedPatio'   => 'Stamped patio: write whole dollars, without $ or cents, such as 8 and 14.',
				'overlay'        => 'Overlay (resurfacing): each price must be from $1 to $500.',
				'polishedFloor'  => 'Polished or stained floor: write whole dollars, without $ or cents, such as 8 and 14.',
				'stampedPremium' => 'Stamped or colored finish: each number must be from 0 to 200 percent.',
			),
			$problems
		);
		// Kept as typed, but for the markup taken out; the unknown item is not kept.
		$kept = $typed;
		unset( $kept['granite'] );
		$kept['stampedPatio']['high'] = '18';
		$this->assertSame( $kept, json_decode( $this->stored(), true ) );
		$acf = (array) gdm_concrete_rest_acf( array( 'id' => $this->option_post()->ID ) );
		$this->assertSame( '{"exposedAggregatePremium":{"low":0,"high":200}}', wp_json_encode( $acf['prices'] ) );
	}

	/**
	 * Values no form sends (a list, an object in a cell, a number too long for PHP) are dropped or named,
	 * never a warning; JSON given through the REST API's meta is read the same way.
	 */
	public function test_hostile_values_are_dropped_or_named() {
		$field = $this->field( 'site_option', 'prices' );
		$json  = gdm_concrete_sanitize_field(
			$field,
			array(
				'driveway' => array(
					'low'  => array( 'deep' => array( 9 ) ),
					'high' => '15',
				),
				'patio'    => 'ten to eighteen',
				'overlay'  => array(
					'low'  => '99999999999999999999999',
					'high' => '99999999999999999999999',
				),
			)
		);
		$this->assertSame( '{"driveway":{"low":"","high":"15"},"overlay":{"low":"99999999999999999999","high":"99999999999999999999"}}', $json );
		$this->assertSame( $json, gdm_concrete_sanitize_field( $field, $json ), 'saved again as read, nothing changes' );
		$this->assertSame(
			array(
				'driveway' => 'Driveway: give both a low and a high number, or leave both empty for the site\'s own.',
				'overlay'  => 'Overlay (resurfacing): each price must be from $1 to $500.',
			),
			gdm_concrete_price_problems( $field, gdm_concrete_price_rows( $field, $json ) )
		);
		$this->assertEquals( (object) array(), gdm_concrete_prices_rest( $field, $json ) );
		foreach ( array( '', 'null', '[1,2]', '"x"', '{"driveway":7}' ) as $raw ) {
			$this->assertSame( '', gdm_concrete_sanitize_field( $field, $raw ), $raw );
		}
	}

	/**
	 * Emptying every row takes the stored list away: the website's own prices throughout, and it is
	 * told. Saving nothing on a site that never had a list makes no option.
	 */
	public function test_empty_rows_are_the_sites_own_prices() {
		$this->log_in( 'admin' );
		$this->post_form(
			array(
				'driveway' => array(
					'low'  => '',
					'high' => ' ',
				),
			)
		);
		gdm_concrete_price_list_save();
		$this->assertNull( $this->option_post(), 'nothing to keep, no option made' );

		$this->post_form(
			array(
				'driveway' => array(
					'low'  => '9',
					'high' => '15',
				),
			)
		);
		gdm_concrete_price_list_save();
		$GLOBALS['gdm_concrete_changes'] = null;
		$this->post_form( array() );
		gdm_concrete_price_list_save();
		$this->assertSame( '', $this->stored() );
		$this->assertArrayNotHasKey( 'prices', (array) gdm_concrete_rest_acf( array( 'id' => $this->option_post()->ID ) ) );
		$this->assertNotEmpty( $GLOBALS['gdm_concrete_changes'], 'the website is told the list is gone' );
	}

	/**
	 * The rows on the screen: a fieldset per item named with what its numbers count, the site's own
	 * price greyed in an empty row, what was typed in a filled one, and under a wrong row what is wrong.
	 */
	public function test_the_rows_on_the_screen() {
		$field = $this->field( 'site_option', 'prices' );
		ob_start();
		gdm_concrete_render_prices( 'prices', $field, '{"driveway":{"low":"15","high":"9"},"patio":{"low":"11","high":"19"}}' );
		$html = (string) ob_get_clean();

		$this->assertSame( 9, substr_count( $html, '<fieldset' ) );
		$this->assertStringContainsString( '<legend class="gdm-row__legend">Driveway, dollars per square foot</legend>', $html );
		$this->assertStringContainsString( '<legend class="gdm-row__legend">Sidewalk repair, dollars per job</legend>', $html );
		$this->assertStringContainsString( '<legend class="gdm-row__legend">Stamped or colored finish, percent more than a broom finish</legend>', $html );
		$this->assertStringContainsString( 'name="gdm_fields[prices][newSidewalk][low]" type="text" inputmode="numeric" autocomplete="off" class="small-text" value="" placeholder="8"', $html );
		$this->assertStringContainsString( 'name="gdm_fields[prices][sidewalkRepair][high]" type="text" inputmode="numeric" autocomplete="off" class="small-text" value="" placeholder="1500"', $html );
		$this->assertStringContainsString( 'name="gdm_fields[prices][patio][low]" type="text" inputmode="numeric" autocomplete="off" class="small-text" value="11" placeholder="10">', $html );
		$this->assertStringContainsString( 'value="15" placeholder="8" aria-invalid="true"', $html );
		$this->assertStringContainsString( '<p class="gdm-row__problem" id="gdm-field-prices-driveway-problem">Driveway: the low number (15) is more than the high one (9).</p>', $html );
		$this->assertSame( 1, substr_count( $html, 'gdm-row__problem' ) );
	}
}
