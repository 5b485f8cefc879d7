<?php
/**
 * Uninstalling removes the plugin's own settings (the site URL, the secret, the last call's result, the
 * version its upgrade steps ran for) and the Leads capability. The leads were never in WordPress: they
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

foreach ( wp_roles()->role_objects as $role ) {
	$role->remove_cap( 'gdm_manage_leads' );
}
