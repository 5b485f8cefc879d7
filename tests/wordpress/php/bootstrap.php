<?php
/**
 * PHPUnit's bootstrap for the plugin's tests that need WordPress itself (phpunit.xml.dist beside this
 * file): the WordPress of `npm run test:wordpress`, whose folder is WP_TEST_DIR, loaded as a script on
 * its server would load it, with the plugin active in it. Run by tests/wordpress/plugin-php.spec.ts.
 *
 * @package GdmConcreteContent
 */

'cli' === PHP_SAPI || exit;

$gdm_test_wordpress = (string) getenv( 'WP_TEST_DIR' );
if ( '' === $gdm_test_wordpress || ! is_file( $gdm_test_wordpress . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress to test in (WP_TEST_DIR): run npm run test:wordpress\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command line's message
	exit( 1 );
}
require $gdm_test_wordpress . '/wp-load.php';

if ( ! function_exists( 'gdm_concrete_fields' ) ) {
	fwrite( STDERR, "The plugin is not active in this WordPress\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a command line's message
	exit( 1 );
}

require __DIR__ . '/class-gdm-wordpress-test-case.php';
