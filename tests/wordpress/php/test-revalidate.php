<?php
/**
 * Revalidation (includes/revalidate.php) in WordPress: the call goes through WordPress's safe HTTP
 * API, which refuses local addresses, yet reaches a website on one; and every post type the plugin
 * registers is one whose changes reach the website.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The call to the website and what it is sent for.
 */
final class Revalidate_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * What WordPress's safe HTTP API answers an address it refuses (wp_http_validate_url()).
	 */
	const REFUSED = 'A valid URL was not provided.';

	/**
	 * A website on the same server or network (this one's is on 127.0.0.1, on a port of its own, as
	 * wp-config.php's GDM_CONCRETE_SITE_URL says; tests/wordpress/plugin-php.spec.ts answers 200 there,
	 * to POST /api/revalidate only) is reached, though WordPress refuses such addresses: that host and
	 * port only, during the call only.
	 */
	public function test_a_site_on_a_local_address_is_reached_and_nothing_else() {
		$site   = gdm_concrete_connection()['url'];
		$hooked = array( $this->hooked( 'http_request_host_is_external' ), $this->hooked( 'http_allowed_safe_ports' ) );
		$this->assertMatchesRegularExpression( '#^http://127\.0\.0\.1:\d+$#', $site );
		$this->assertSame( self::REFUSED, wp_safe_remote_request( $site . '/api/revalidate' )->get_error_message(), 'WordPress refuses it on its own' );

		$result = gdm_concrete_send( array() );
		$this->assertTrue( $result['ok'], $result['message'] );

		$this->assertSame( self::REFUSED, gdm_concrete_site_request( 'http://10.0.0.5/api/revalidate', array() )->get_error_message(), 'another local host' );
		$this->assertSame( self::REFUSED, gdm_concrete_site_request( 'http://127.0.0.1:3306/', array() )->get_error_message(), 'another port' );
		$this->assertSame( self::REFUSED, wp_safe_remote_request( $site . '/api/revalidate' )->get_error_message(), 'after the call' );
		$this->assertSame( $hooked, array( $this->hooked( 'http_request_host_is_external' ), $this->hooked( 'http_allowed_safe_ports' ) ), 'no filter of the call is left' );
	}

	/**
	 * How many callbacks a filter has (WordPress hooks some of its own).
	 *
	 * @param string $hook Filter.
	 * @return int
	 */
	private function hooked( $hook ) {
		global $wp_filter;
		return isset( $wp_filter[ $hook ] ) ? array_sum( array_map( 'count', $wp_filter[ $hook ]->callbacks ) ) : 0;
	}

	/**
	 * Every post type the plugin registers in WordPress, and WordPress's posts and pages, is sent when
	 * it changes: site-pages.json names where each shows on the website.
	 */
	public function test_every_type_the_plugin_registers_reaches_the_website() {
		$registered = array_values( get_post_types( array( '_builtin' => false ) ) );
		$this->assertEqualsCanonicalizing( gdm_concrete_own_post_types(), $registered );
		foreach ( array_merge( $registered, array( 'post', 'page' ) ) as $type ) {
			$this->assertContains( $type, gdm_concrete_watched_types(), "a change of a {$type} reaches the website" );
		}
	}
}
