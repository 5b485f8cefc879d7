<?php
/**
 * What every test of the plugin inside WordPress starts from.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

use PHPUnit\Framework\TestCase;

/**
 * What wp_die() ends a request with in these tests: a thrown exception, its code the HTTP status.
 */
final class GDM_Test_Died extends RuntimeException {
}

/**
 * The test WordPress as the other files of `npm run test:wordpress` find it: each test runs in a
 * database transaction that is rolled back at its end, logged out unless it logs in, and what it
 * queued for the website is never sent.
 */
abstract class GDM_WordPress_Test_Case extends TestCase {

	/**
	 * A transaction, WordPress's caches emptied, nobody logged in, no form sent, and wp_die() throwing.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- undone at the test's end
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_POST                           = array();
		$_REQUEST                        = array();
		$GLOBALS['gdm_concrete_changes'] = null;
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
	}

	/**
	 * Everything the test wrote undone.
	 */
	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		// Queued changes would be sent when PHP ends: the website is told nothing of what is rolled back.
		$GLOBALS['gdm_concrete_changes'] = null;
		$_POST                           = array();
		$_REQUEST                        = array();
		wp_set_current_user( 0 );
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's writes undone
		wp_cache_flush();
		parent::tearDown();
	}

	/**
	 * `wp_die_handler`: wp_die() throws instead of printing a page and ending PHP.
	 *
	 * @return callable
	 */
	public function die_handler() {
		return static function ( $message, $title, $args ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter -- wp_die()'s handler is passed the title too
			$text = is_wp_error( $message ) ? $message->get_error_message() : (string) $message;
			throw new GDM_Test_Died( wp_strip_all_tags( $text ), (int) ( $args['response'] ?? 500 ) );
		};
	}

	/**
	 * Logs in one of the users scripts/wordpress/install.php made (admin, editor, author, contributor).
	 *
	 * @param string $login User name.
	 */
	protected function log_in( $login ) {
		$user = get_user_by( 'login', $login );
		$this->assertInstanceOf( WP_User::class, $user, "the test WordPress has no user {$login}" );
		wp_set_current_user( $user->ID );
	}

	/**
	 * A field's definition from fields.json, as the plugin reads it.
	 *
	 * @param string $type Post type.
	 * @param string $name Field name.
	 * @return array<string, mixed>
	 */
	protected function field( $type, $name ) {
		$fields = gdm_concrete_fields();
		$this->assertArrayHasKey( $name, $fields[ $type ] ?? array(), "fields.json has no {$type}.{$name}" );
		return $fields[ $type ][ $name ];
	}
}
