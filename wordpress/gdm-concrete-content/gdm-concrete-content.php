<?php
/**
 * Plugin Name:       GDM Concrete Site Content
 * Description:       The content types, fields and settings the Greater Des Moines concrete website reads from WordPress, and a signed call that puts an edit live on the site within seconds.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           GPL-2.0-or-later
 * Text Domain:       gdm-concrete-content
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_VERSION', '1.0.0' );
define( 'GDM_CONCRETE_FILE', __FILE__ );
define( 'GDM_CONCRETE_DIR', __DIR__ );

require_once GDM_CONCRETE_DIR . '/includes/fields.php';
require_once GDM_CONCRETE_DIR . '/includes/post-types.php';
require_once GDM_CONCRETE_DIR . '/includes/rest.php';
require_once GDM_CONCRETE_DIR . '/includes/meta-boxes.php';
require_once GDM_CONCRETE_DIR . '/includes/settings.php';
require_once GDM_CONCRETE_DIR . '/includes/revalidate.php';

register_activation_hook( __FILE__, 'gdm_concrete_activate' );
register_deactivation_hook( __FILE__, 'flush_rewrite_rules' );

/**
 * On activation: the post types' URLs, the Testimonials category and a signing secret.
 */
function gdm_concrete_activate() {
	gdm_concrete_register_post_types();
	flush_rewrite_rules();
	if ( ! term_exists( 'testimonials', 'category' ) ) {
		wp_insert_term( __( 'Testimonials', 'gdm-concrete-content' ), 'category', array( 'slug' => 'testimonials' ) );
	}
	if ( '' === (string) get_option( 'gdm_concrete_secret', '' ) ) {
		add_option( 'gdm_concrete_secret', wp_generate_password( 48, false ), '', false );
	}
}
