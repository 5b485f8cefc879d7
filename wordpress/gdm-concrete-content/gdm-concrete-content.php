<?php
/**
 * Plugin Name:       GDM Concrete Site Content
 * Description:       The content types, fields and settings the Greater Des Moines concrete website reads from WordPress, the import of the website's built-in content as records, a signed call that puts an edit live on the site within seconds, and the website's leads in a Leads screen and a dashboard widget.
 * Version:           1.12.0
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           GPL-2.0-or-later
 * Text Domain:       gdm-concrete-content
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_VERSION', '1.12.0' );
// The version whose upgrade steps have run on this site; a site without it ran 1.2.0 or older.
define( 'GDM_CONCRETE_VERSION_OPTION', 'gdm_concrete_content_version' );
define( 'GDM_CONCRETE_FILE', __FILE__ );
define( 'GDM_CONCRETE_DIR', __DIR__ );
// The site options (contact details, call to action, home page, price list) reach every visitor:
// administrators only.
define( 'GDM_CONCRETE_SITE_OPTIONS_CAPABILITY', 'manage_options' );
// Services, towns, FAQ, steps and albums are the site's pages: like WordPress's own pages, Editors and
// Administrators write them; Authors and Contributors write posts.
define( 'GDM_CONCRETE_CONTENT_CAPABILITY_TYPE', 'page' );
// A shared secret shorter than this is refused: an HMAC key an attacker could guess.
define( 'GDM_CONCRETE_MIN_SECRET_LENGTH', 16 );

require_once GDM_CONCRETE_DIR . '/includes/fields.php';
require_once GDM_CONCRETE_DIR . '/includes/rows.php';
require_once GDM_CONCRETE_DIR . '/includes/prices.php';
require_once GDM_CONCRETE_DIR . '/includes/promises.php';
require_once GDM_CONCRETE_DIR . '/includes/post-types.php';
require_once GDM_CONCRETE_DIR . '/includes/rest.php';
require_once GDM_CONCRETE_DIR . '/includes/meta-boxes.php';
require_once GDM_CONCRETE_DIR . '/includes/meta-box-fields.php';
require_once GDM_CONCRETE_DIR . '/includes/meta-box-rows.php';
require_once GDM_CONCRETE_DIR . '/includes/settings.php';
require_once GDM_CONCRETE_DIR . '/includes/site-values.php';
require_once GDM_CONCRETE_DIR . '/includes/site-checks.php';
require_once GDM_CONCRETE_DIR . '/includes/words.php';
require_once GDM_CONCRETE_DIR . '/includes/revalidate.php';
require_once GDM_CONCRETE_DIR . '/includes/removed.php';
require_once GDM_CONCRETE_DIR . '/includes/links.php';
require_once GDM_CONCRETE_DIR . '/includes/photos.php';
require_once GDM_CONCRETE_DIR . '/includes/photo-sizes.php';
require_once GDM_CONCRETE_DIR . '/includes/preview.php';
require_once GDM_CONCRETE_DIR . '/includes/import-bundle.php';
require_once GDM_CONCRETE_DIR . '/includes/import-media.php';
require_once GDM_CONCRETE_DIR . '/includes/import-records.php';
require_once GDM_CONCRETE_DIR . '/includes/import-seed.php';
require_once GDM_CONCRETE_DIR . '/includes/import.php';
require_once GDM_CONCRETE_DIR . '/includes/import-screen.php';
require_once GDM_CONCRETE_DIR . '/includes/leads-api.php';
require_once GDM_CONCRETE_DIR . '/includes/leads.php';
require_once GDM_CONCRETE_DIR . '/includes/leads-detail.php';
require_once GDM_CONCRETE_DIR . '/includes/leads-export.php';
require_once GDM_CONCRETE_DIR . '/includes/leads-dashboard.php';
require_once GDM_CONCRETE_DIR . '/includes/leads-visits.php';
require_once GDM_CONCRETE_DIR . '/includes/booking-settings.php';
require_once GDM_CONCRETE_DIR . '/includes/booking-calendar.php';
require_once GDM_CONCRETE_DIR . '/includes/leads-editors.php';
require_once GDM_CONCRETE_DIR . '/includes/texts.php';

register_activation_hook( __FILE__, 'gdm_concrete_activate' );
register_deactivation_hook( __FILE__, 'flush_rewrite_rules' );
// Before the admin menu is built (admin_menu comes before admin_init), so an upgrade's changes show
// on the very page that ran it.
add_action( 'init', 'gdm_concrete_maybe_upgrade', 1 );

/**
 * On activation: the post types' URLs, the Testimonials category, a signing secret and the
 * administrators' right to see the leads.
 */
function gdm_concrete_activate() {
	gdm_concrete_leads_grant();
	gdm_concrete_register_post_types();
	flush_rewrite_rules();
	if ( ! term_exists( 'testimonials', 'category' ) ) {
		wp_insert_term( __( 'Testimonials', 'gdm-concrete-content' ), 'category', array( 'slug' => 'testimonials' ) );
	}
	if ( '' === (string) get_option( 'gdm_concrete_secret', '' ) ) {
		add_option( 'gdm_concrete_secret', wp_generate_password( 48, false ), '', false );
	}
	// Files replaced while the plugin was deactivated: no request ran the upgrade, so activation does.
	$stored = (string) get_option( GDM_CONCRETE_VERSION_OPTION, '' );
	if ( '' === $stored || version_compare( $stored, '1.5.0', '<' ) ) {
		gdm_concrete_migrate_rows();
	}
	if ( '' === $stored || version_compare( $stored, '1.6.0', '<' ) ) {
		gdm_concrete_removed_seed();
	}
	update_option( GDM_CONCRETE_VERSION_OPTION, GDM_CONCRETE_VERSION );
}

/**
 * Runs the upgrade steps once, on the first request after the plugin's files are replaced by a newer
 * version (WordPress runs no activation hook on an update). A site whose stored version is this one
 * does nothing but read one autoloaded option.
 */
function gdm_concrete_maybe_upgrade() {
	$stored = (string) get_option( GDM_CONCRETE_VERSION_OPTION, '' );
	if ( GDM_CONCRETE_VERSION === $stored ) {
		return;
	}
	// Up to 1.2.0 administrators were given the Leads capability again on every request; from 1.3.0
	// it is given once, here and on activation, so an owner who takes it from a role keeps it taken.
	// A later upgrade does not give it back.
	if ( '' === $stored || version_compare( $stored, '1.3.0', '<' ) ) {
		gdm_concrete_leads_grant();
	}
	// From 1.5.0 rows are stored as JSON (includes/rows.php); the "a | b" lines of before are brought over.
	if ( '' === $stored || version_compare( $stored, '1.5.0', '<' ) ) {
		gdm_concrete_migrate_rows();
	}
	// From 1.6.0 the site is told what was taken down (includes/removed.php); what was trashed before is listed.
	if ( '' === $stored || version_compare( $stored, '1.6.0', '<' ) ) {
		gdm_concrete_removed_seed();
	}
	update_option( GDM_CONCRETE_VERSION_OPTION, GDM_CONCRETE_VERSION );
}
