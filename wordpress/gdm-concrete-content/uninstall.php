<?php
/**
 * Uninstalling removes the plugin's own settings (the site URL, the secret, the last call's result, the
 * version its upgrade steps ran for, the import's last result and its list of what it created) and the Leads capability. The leads were never in WordPress: they
 * stay in the website's store.
 * The content (services, locations, FAQs, steps, site options, albums) belongs to the business and stays.
 *
 * @package GdmConcreteContent
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'gdm_concrete_site_url' );
delete_option( 'gdm_concrete_secret' );
delete_option( 'gdm_concrete_last_call' );
delete_option( 'gdm_concrete_content_version' );
delete_option( 'gdm_concrete_removed' );
delete_option( 'gdm_concrete_last_import' );
delete_option( 'gdm_concrete_import_scheduled' );
delete_option( 'gdm_concrete_imported' );
delete_transient( 'gdm_concrete_bundle' );
delete_transient( 'gdm_concrete_bundle_failed' );
wp_clear_scheduled_hook( 'gdm_concrete_import_event' );

foreach ( wp_roles()->role_objects as $role ) {
	$role->remove_cap( 'gdm_manage_leads' );
}
