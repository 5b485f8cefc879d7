<?php
/**
 * WordPress's own setup the plugin names (includes/site-checks.php): PHP's upload limit under a phone's
 * photo, warned of on Settings → Concrete site with what to change; and WordPress's time zone, set to
 * the business's by an administrator's button.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The upload limit's warning and the time zone's button, with WordPress's users, nonces and options.
 */
final class Site_Checks_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * PHP's defaults (2 MB, 8 MB) are named with the settings to change and the php.ini they are in;
	 * limits a phone's photo fits in, or none, say nothing.
	 */
	public function test_the_upload_limit_is_named_with_what_to_change() {
		$this->assertSame(
			'Photos over 2 MB are refused: PHP allows no more (upload_max_filesize = 2M, post_max_size = 8M), and a phone\'s photo is 3 to 8 MB. Set upload_max_filesize = 16M and post_max_size = 20M in /etc/php/8.2/fpm/php.ini (and client_max_body_size 20m in nginx, where WordPress is behind nginx), then restart PHP.',
			gdm_concrete_upload_limit_problem( '2M', '8M', '/etc/php/8.2/fpm/php.ini' )
		);
		$this->assertStringContainsString( 'Photos over 10 MB are refused: PHP allows no more (post_max_size = 10M)', gdm_concrete_upload_limit_problem( '64M', '10M', false ) );
		$this->assertStringContainsString( 'in PHP\'s php.ini', gdm_concrete_upload_limit_problem( '64M', '10M', false ) );
		$this->assertSame( '', gdm_concrete_upload_limit_problem( '16M', '20M', false ) );
		$this->assertSame( '', gdm_concrete_upload_limit_problem( '1G', '0', false ) );
	}

	/**
	 * This WordPress runs on PHP's defaults: the settings screen shows the warning above its form.
	 */
	public function test_the_settings_screen_warns_of_this_phps_limit() {
		$this->assertLessThan( GDM_CONCRETE_MIN_UPLOAD_BYTES, wp_max_upload_size(), 'this PHP allows big uploads: the test shows nothing' );
		$this->log_in( 'admin' );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		ob_start();
		gdm_concrete_settings_page();
		$html = html_entity_decode( (string) ob_get_clean(), ENT_QUOTES );
		$this->assertMatchesRegularExpression( '/<div class="notice notice-warning" id="gdm-upload-limit"><p>Photos over 2 MB are refused: .*upload_max_filesize = 2M.* Set upload_max_filesize = 16M and post_max_size = 20M in /', $html );
	}

	/**
	 * While WordPress keeps UTC, administrators see the button (with its nonce), others nothing; once
	 * set to a named zone, nobody sees it.
	 */
	public function test_the_time_zone_button_shows_to_administrators_while_unset() {
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 0 );
		$this->log_in( 'editor' );
		$this->assertSame( '', $this->notices() );
		$this->log_in( 'admin' );
		$html = $this->notices();
		$this->assertStringContainsString( 'a post scheduled for 9:00 goes live at 9:00 by WordPress\'s clock', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="gdm_concrete_time_zone">', $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( '>Use Des Moines\'s time (America/Chicago)</button>', $html );
		update_option( 'timezone_string', 'America/New_York' );
		$this->assertSame( '', $this->notices(), 'a zone chosen on purpose is left alone' );
	}

	/**
	 * The button sets America/Chicago for an administrator with the nonce: a post's 9:00 is then 9:00
	 * in Des Moines (15:00 UTC in winter). An Editor, or a form without the nonce, is refused (403).
	 */
	public function test_the_button_sets_the_business_time_zone() {
		update_option( 'timezone_string', 'UTC' );
		foreach ( array( array( 'editor', true ), array( 'admin', false ) ) as list( $login, $with_nonce ) ) {
			$this->log_in( $login );
			$_REQUEST['_wpnonce'] = $with_nonce ? wp_create_nonce( 'gdm_concrete_time_zone' ) : '';
			try {
				gdm_concrete_time_zone_set();
				$this->fail( "{$login} set the time zone" );
			} catch ( GDM_Test_Died $died ) {
				$this->assertSame( 403, $died->getCode() );
			}
			$this->assertSame( 'UTC', get_option( 'timezone_string' ) );
		}
		$_REQUEST['_wpnonce'] = wp_create_nonce( 'gdm_concrete_time_zone' );
		gdm_concrete_time_zone_set();
		$this->assertSame( 'America/Chicago', get_option( 'timezone_string' ) );
		$this->assertSame( '2026-12-01 15:00:00', get_gmt_from_date( '2026-12-01 09:00:00' ) );
	}

	/**
	 * What the admin screens' notices print.
	 *
	 * @return string
	 */
	private function notices() {
		ob_start();
		gdm_concrete_time_zone_notice();
		return html_entity_decode( (string) ob_get_clean(), ENT_QUOTES );
	}
}
