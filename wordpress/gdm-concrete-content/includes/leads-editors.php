<?php
/**
 * Leads for Editors: a setting on Settings → Concrete site, off by default, with which an administrator
 * lets the Editor role see the leads and act on them (the Leads screen, the dashboard widget, Release,
 * Retry, Mark as spam and the CSV), so an office manager need not be an administrator who can also
 * install plugins. The setting is the Editor role's own capability (GDM_CONCRETE_LEADS_CAPABILITY),
 * so it takes effect at once, it shows what a role editor plugin may have set, and there is no second
 * copy to drift. Authors and Contributors are never given it here.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// The only role the setting gives the Leads capability to.
define( 'GDM_CONCRETE_LEADS_EDITOR_ROLE', 'editor' );

/**
 * Whether Editors have the Leads capability.
 *
 * @return bool
 */
function gdm_concrete_leads_editors_allowed() {
	$role = get_role( GDM_CONCRETE_LEADS_EDITOR_ROLE );
	return $role && $role->has_cap( GDM_CONCRETE_LEADS_CAPABILITY );
}

/**
 * Gives the Editor role the Leads capability, or takes it away.
 *
 * @param bool $allowed Whether Editors may see the leads.
 */
function gdm_concrete_leads_set_editors( $allowed ) {
	$role = get_role( GDM_CONCRETE_LEADS_EDITOR_ROLE );
	if ( ! $role || $allowed === $role->has_cap( GDM_CONCRETE_LEADS_CAPABILITY ) ) {
		return;
	}
	if ( $allowed ) {
		$role->add_cap( GDM_CONCRETE_LEADS_CAPABILITY );
	} else {
		$role->remove_cap( GDM_CONCRETE_LEADS_CAPABILITY );
	}
}

/**
 * The setting, on the settings page (administrators only; the page checks).
 */
function gdm_concrete_leads_editors_setting() {
	$has_role = (bool) get_role( GDM_CONCRETE_LEADS_EDITOR_ROLE );
	echo '<h2>' . esc_html__( 'Who sees the leads', 'gdm-concrete-content' ) . '</h2>';
	echo '<table class="form-table" role="presentation"><tbody><tr><th scope="row">' . esc_html__( 'Leads', 'gdm-concrete-content' ) . '</th><td>';
	// Tells the save that the box was on the form: an unticked box sends nothing.
	echo '<input type="hidden" name="gdm_leads_editors_shown" value="1">';
	printf(
		'<label for="gdm-leads-editors"><input id="gdm-leads-editors" type="checkbox" name="gdm_leads_editors" value="1"%1$s%2$s aria-describedby="gdm-leads-editors-help"> %3$s</label>',
		checked( gdm_concrete_leads_editors_allowed(), true, false ),
		$has_role ? '' : ' disabled',
		esc_html__( 'Editors may see the leads and act on them', 'gdm-concrete-content' )
	);
	printf(
		'<p class="description" id="gdm-leads-editors-help">%s</p>',
		$has_role
			? esc_html__( 'Off: administrators only. On: Editors also get the Leads screen and the dashboard widget, and may release a held lead, send a failed delivery again, mark a lead as spam and export the CSV. Authors and Contributors never see the leads. The change takes effect at once.', 'gdm-concrete-content' )
			: esc_html__( 'This WordPress has no Editor role.', 'gdm-concrete-content' )
	);
	echo '</td></tr></tbody></table>';
}

/**
 * Saves the setting from the settings page's form (whose nonce and capability the page's save checked).
 */
function gdm_concrete_leads_editors_save() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked by gdm_concrete_settings_save().
	if ( empty( $_POST['gdm_leads_editors_shown'] ) ) {
		return;
	}
	gdm_concrete_leads_set_editors( ! empty( $_POST['gdm_leads_editors'] ) );
	// phpcs:enable
}
