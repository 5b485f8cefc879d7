<?php
/**
 * The owner's own calendar on the settings screen (issue 41): its private iCalendar address, given
 * once, so the website's booking page leaves out the times the owner is busy. The address is sent to
 * the website by a signed call (POST /api/admin/leads/visits/calendar) and kept in the website's lead
 * store, never in WordPress, whose REST API is public: it is a secret that shows the owner's days.
 * The screen shows only its host and whether the website reads it.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/** Where a refused address's words wait for the screen, per user. */
const GDM_CONCRETE_OWNER_CALENDAR_ERROR_TRANSIENT = 'gdm_owner_calendar_error_';

/**
 * The row: where the website reads the calendar from, and the field to give or remove it.
 */
function gdm_concrete_owner_calendar_row() {
	$answer = gdm_concrete_leads_call( 'GET', '/visits/calendar' );
	$data   = is_array( $answer['data'] ) ? $answer['data'] : array();
	$source = gdm_concrete_leads_text( $data, 'source' );
	$host   = gdm_concrete_leads_text( $data, 'host' );
	echo '<tr><th scope="row"><label for="gdm-owner-calendar">' . esc_html__( 'Your own calendar', 'gdm-concrete-content' ) . '</label></th><td>';
	$key   = GDM_CONCRETE_OWNER_CALENDAR_ERROR_TRANSIENT . get_current_user_id();
	$error = get_transient( $key );
	delete_transient( $key );
	if ( is_string( $error ) && '' !== $error ) {
		echo '<div class="notice notice-error inline"><p>' . esc_html( $error ) . '</p></div>';
	}
	if ( ! $answer['ok'] ) {
		/* translators: %s: why the website could not be asked */
		echo '<p>' . esc_html( sprintf( __( 'The website could not be asked just now. %s', 'gdm-concrete-content' ), $answer['error'] ) ) . '</p></td></tr>';
		return;
	}
	if ( 'server' === $source ) {
		/* translators: %s: the calendar's host, such as calendar.google.com */
		echo '<p>' . esc_html( sprintf( __( 'The website reads your calendar at %s, set on the server (OWNER_CALENDAR_URL).', 'gdm-concrete-content' ), $host ) ) . '</p></td></tr>';
		return;
	}
	if ( 'wordpress' === $source ) {
		$failing = gdm_concrete_leads_text( $data, 'failingSince' );
		$words   = '' !== $failing
			/* translators: %s: the calendar's host */
			? __( 'The website cannot read your calendar at %s just now: it offers every time its own bookings leave free.', 'gdm-concrete-content' )
			/* translators: %s: the calendar's host */
			: __( 'The website reads your calendar at %s: your busy times are not offered to visitors.', 'gdm-concrete-content' );
		echo '<p>' . esc_html( sprintf( $words, $host ) ) . '</p>';
	}
	printf(
		'<input id="gdm-owner-calendar" type="url" class="large-text code" name="gdm_owner_calendar" value="" placeholder="%1$s" autocomplete="off"><input type="hidden" name="gdm_owner_calendar_shown" value="1">',
		esc_attr__( 'https://calendar.google.com/calendar/ical/…/private-…/basic.ics', 'gdm-concrete-content' )
	);
	if ( 'wordpress' === $source ) {
		printf( '<p><label><input type="checkbox" name="gdm_owner_calendar_remove" value="1"> %s</label></p>', esc_html__( 'Stop reading my calendar', 'gdm-concrete-content' ) );
	}
	echo '<p class="description">' . esc_html__( 'Your calendar\'s private address (iCal), so the booking page leaves out the times you are busy. Google Calendar: Settings, your calendar, Integrate calendar, "Secret address in iCal format". iCloud: share the calendar as a Public Calendar and copy its webcal:// link. Outlook: Settings, Calendar, Shared calendars, Publish a calendar, the ICS link. It is kept by the website, not shown here again.', 'gdm-concrete-content' ) . '</p></td></tr>';
}

/**
 * Sends a new address (or its removal) to the website, from the settings page's form, whose nonce and
 * capability the page's save checked. A refusal's words wait for the screen.
 */
function gdm_concrete_owner_calendar_save() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked by gdm_concrete_settings_save().
	if ( empty( $_POST['gdm_owner_calendar_shown'] ) || ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return;
	}
	$remove = ! empty( $_POST['gdm_owner_calendar_remove'] );
	// esc_url_raw, not sanitize_text_field: a Google address holds %40 (name%40gmail.com), which the other strips.
	$given = isset( $_POST['gdm_owner_calendar'] ) ? trim( (string) wp_unslash( $_POST['gdm_owner_calendar'] ) ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- made a URL below.
	$url   = esc_url_raw( $given, array( 'http', 'https', 'webcal' ) );
	// phpcs:enable
	$key = GDM_CONCRETE_OWNER_CALENDAR_ERROR_TRANSIENT . get_current_user_id();
	if ( ! $remove && '' !== $given && '' === $url ) {
		set_transient( $key, __( 'That is not a calendar\'s address: copy the one that starts with https:// or webcal://.', 'gdm-concrete-content' ), 5 * MINUTE_IN_SECONDS );
		return;
	}
	if ( ! $remove && '' === $url ) {
		return;
	}
	$answer = gdm_concrete_leads_call( 'POST', '/visits/calendar', array(), GDM_CONCRETE_LEADS_MAX_ANSWER, '', 0, (string) wp_json_encode( array( 'url' => $remove ? '' : $url ) ) );
	if ( ! $answer['ok'] ) {
		$words = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'error' ) : '';
		set_transient( $key, '' !== $words ? $words : $answer['error'], 5 * MINUTE_IN_SECONDS );
	}
}
