<?php
/**
 * Installs WordPress into the empty database named in wp-config.php, activates the plugin and makes an
 * application password for the tests. Usage: php install.php /path/to/wordpress admin-password
 * Prints {"user": "admin", "applicationPassword": "…"} on success.
 */
if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php install.php WORDPRESS_DIR ADMIN_PASSWORD\n" );
	exit( 2 );
}
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'WP_TEST_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'WP_TEST_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';

/** No e-mail from a test install. */
function wp_new_blog_notification() {}

require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = wp_install( 'GDM Concrete CMS', 'admin', 'admin@example.com', false, '', $argv[2], 'en_US' );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '/%postname%/' );
$activated = activate_plugin( 'gdm-concrete-content/gdm-concrete-content.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activating the plugin failed: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules();
if ( ! wp_is_application_passwords_available() ) {
	fwrite( STDERR, "application passwords are not available (WP_ENVIRONMENT_TYPE must be local)\n" );
	exit( 1 );
}
$created = WP_Application_Passwords::create_new_application_password( $result['user_id'], array( 'name' => 'site tests' ) );
if ( is_wp_error( $created ) ) {
	fwrite( STDERR, 'creating the application password failed: ' . $created->get_error_message() . "\n" );
	exit( 1 );
}
echo wp_json_encode(
	array(
		'user'                => 'admin',
		'applicationPassword' => $created[0],
		'version'             => get_bloginfo( 'version' ),
	)
);
