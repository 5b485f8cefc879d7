<?php
/**
 * Installs WordPress into the empty database named in wp-config.php, activates the plugin, adds an
 * Editor, an Author and a Contributor, and makes an application password for each user.
 * Usage: php install.php /path/to/wordpress admin-password
 * With GDM_TEST_SECRET in the environment, the plugin's shared secret is set on its settings page's
 * option (for a wp-config.php that defines only GDM_CONCRETE_SITE_URL).
 * Prints {"user": "admin", "applicationPassword": "…", "users": {"editor": {…}, …}} on success.
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
if ( getenv( 'GDM_TEST_SECRET' ) ) {
	update_option( 'gdm_concrete_secret', getenv( 'GDM_TEST_SECRET' ), false );
}
// The import that runs by itself after the first good test call is tests/wordpress/import.spec.ts's to
// test, which takes this mark away first; anywhere else it would fill WordPress, and hold its
// scheduler, in the middle of another file's tests.
update_option( 'gdm_concrete_import_scheduled', time(), false );

/**
 * An application password for a user, or the run stops.
 *
 * @param int $user_id User.
 * @return string
 */
function gdm_test_application_password( $user_id ) {
	$created = WP_Application_Passwords::create_new_application_password( $user_id, array( 'name' => 'site tests' ) );
	if ( is_wp_error( $created ) ) {
		fwrite( STDERR, 'creating the application password failed: ' . $created->get_error_message() . "\n" );
		exit( 1 );
	}
	return $created[0];
}

// One user of each role below the administrator, to test who may change what the site shows.
$users = array();
foreach ( array( 'editor', 'author', 'contributor' ) as $role ) {
	$password = "concrete-{$role}-test-password";
	$user_id  = wp_insert_user(
		array(
			'user_login' => $role,
			'user_pass'  => $password,
			'user_email' => "{$role}@example.com",
			'role'       => $role,
		)
	);
	if ( is_wp_error( $user_id ) ) {
		fwrite( STDERR, "creating the {$role} failed: " . $user_id->get_error_message() . "\n" );
		exit( 1 );
	}
	$users[ $role ] = array(
		'user'                => $role,
		'password'            => $password,
		'applicationPassword' => gdm_test_application_password( $user_id ),
	);
}
echo wp_json_encode(
	array(
		'user'                => 'admin',
		'applicationPassword' => gdm_test_application_password( $result['user_id'] ),
		'users'               => $users,
		'version'             => get_bloginfo( 'version' ),
	)
);
