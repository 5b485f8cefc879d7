<?php
/**
 * The free on-site estimates booked on the website (issue 41): the coming visits on the Leads screen,
 * each with "Cancel visit" (after a confirm step) and "Move to" a free window, and the next few on the
 * dashboard widget. Whoever may see the leads may see the visits and act on them, as they may Retry a
 * delivery (GDM_CONCRETE_LEADS_CAPABILITY). The visits stay in the website's store: this reads
 * GET /api/admin/leads/visits and asks POST …/visits/ID/cancel and …/move through the signed leads
 * API (includes/leads-api.php); the website e-mails the visitor of each change.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_post_gdm_visit_cancel', 'gdm_concrete_visits_cancel' );
add_action( 'admin_post_gdm_visit_move', 'gdm_concrete_visits_move' );

// Where an action's result waits, per user, for the screen it goes back to.
define( 'GDM_CONCRETE_VISITS_NOTICE_TRANSIENT', 'gdm_concrete_visit_notice_' );
// Days of visits the Leads screen lists.
define( 'GDM_CONCRETE_VISITS_DAYS', 14 );
// Visits the dashboard widget names.
define( 'GDM_CONCRETE_VISITS_ON_DASHBOARD', 5 );

/**
 * The website's visits and free windows: `visits` and `windows` lists, or an `error`.
 *
 * @return array{ok: bool, visits: array<int, array<string, mixed>>, windows: array<int, array<string, mixed>>, error: string, status: int}
 */
function gdm_concrete_visits_read() {
	$answer = gdm_concrete_leads_call( 'GET', '/visits', array( 'days' => GDM_CONCRETE_VISITS_DAYS ) );
	$data   = is_array( $answer['data'] ) ? $answer['data'] : array();
	return array(
		'ok'      => $answer['ok'] && is_array( $answer['data'] ),
		'visits'  => gdm_concrete_leads_rows( $data['visits'] ?? null ),
		'windows' => gdm_concrete_leads_rows( $data['windows'] ?? null ),
		'error'   => '' !== $answer['error'] ? $answer['error'] : __( 'The website’s answer could not be read.', 'gdm-concrete-content' ),
		'status'  => (int) $answer['status'],
	);
}

/**
 * A visit's id, as the website makes them, or ''.
 *
 * @param mixed $id The id given.
 * @return string
 */
function gdm_concrete_visits_id( $id ) {
	$id = is_string( $id ) ? $id : '';
	return preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $id ) ? $id : '';
}

/**
 * The dashboard widget's lines: the next booked visits (window, name, town), flagged ones marked.
 */
function gdm_concrete_visits_dashboard() {
	$read = gdm_concrete_visits_read();
	// A website without the booking (or an older one) answers 404: the widget says nothing of visits.
	if ( ! $read['ok'] ) {
		if ( 404 !== $read['status'] ) {
			echo '<p>' . esc_html( $read['error'] ) . '</p>';
		}
		return;
	}
	$booked = array_values(
		array_filter(
			$read['visits'],
			static function ( $visit ) {
				return 'booked' === gdm_concrete_leads_text( $visit, 'status' );
			}
		)
	);
	echo '<div id="gdm-dashboard-visits"><h3 style="margin:1.2em 0 .5em;font-weight:600">' . esc_html__( 'Coming on-site estimates', 'gdm-concrete-content' ) . '</h3>';
	if ( ! $booked ) {
		echo '<p>' . esc_html__( 'No visits booked in the next 14 days.', 'gdm-concrete-content' ) . '</p></div>';
		return;
	}
	echo '<ul>';
	foreach ( array_slice( $booked, 0, GDM_CONCRETE_VISITS_ON_DASHBOARD ) as $visit ) {
		echo '<li><strong>' . esc_html( gdm_concrete_leads_text( $visit, 'label' ) ) . '</strong> — ';
		echo esc_html( gdm_concrete_leads_text( $visit, 'name' ) ) . ', ' . esc_html( gdm_concrete_leads_text( $visit, 'city' ) );
		if ( true === ( $visit['flagged'] ?? null ) ) {
			echo ' <span class="gdm-visit-flagged" style="color:#b32d2e">' . esc_html__( '(flagged: 3 or more visits for one phone or e-mail; call first)', 'gdm-concrete-content' ) . '</span>';
		}
		echo '</li>';
	}
	echo '</ul>';
	printf( '<p><a href="%1$s#gdm-visits">%2$s</a></p></div>', esc_url( gdm_concrete_leads_url() ), esc_html__( 'See every coming visit', 'gdm-concrete-content' ) );
}

/**
 * The notice of the last cancel or move, kept for this user.
 */
function gdm_concrete_visits_notice() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses whether to show the notice.
	if ( ! isset( $_GET['gdm_visit_done'] ) ) {
		return;
	}
	$key    = GDM_CONCRETE_VISITS_NOTICE_TRANSIENT . get_current_user_id();
	$notice = get_transient( $key );
	delete_transient( $key );
	if ( is_array( $notice ) ) {
		printf(
			'<div class="notice notice-%1$s gdm-visit-notice"><p>%2$s</p></div>',
			'success' === ( $notice['type'] ?? '' ) ? 'success' : 'error',
			esc_html( (string) ( $notice['text'] ?? '' ) )
		);
	}
}

/**
 * The Leads screen's "Coming visits": a visit's confirm step when asked, else the list.
 */
function gdm_concrete_visits_section() {
	echo '<div id="gdm-visits" class="gdm-visits">';
	echo '<h2>' . esc_html__( 'Coming visits', 'gdm-concrete-content' ) . '</h2>';
	gdm_concrete_visits_notice();
	$read = gdm_concrete_visits_read();
	if ( ! $read['ok'] ) {
		echo '<p>' . esc_html(
			404 === $read['status']
				? __( 'The website does not take bookings of on-site estimates.', 'gdm-concrete-content' )
				/* translators: %s: why the website could not be asked */
				: sprintf( __( 'The visits could not be read from the website just now. %s', 'gdm-concrete-content' ), $read['error'] )
		) . '</p></div>';
		return;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- asking to confirm changes nothing.
	$confirm = gdm_concrete_visits_id( isset( $_GET['cancel_visit'] ) ? sanitize_text_field( wp_unslash( $_GET['cancel_visit'] ) ) : '' );
	echo '<p>' . esc_html__( 'The free on-site estimates visitors booked on the website for the next 14 days, in Des Moines time. Cancelling or moving one e-mails the visitor.', 'gdm-concrete-content' ) . '</p>';
	echo '<table class="wp-list-table widefat fixed striped"><thead><tr>';
	foreach ( array( __( 'When', 'gdm-concrete-content' ), __( 'Who', 'gdm-concrete-content' ), __( 'Where', 'gdm-concrete-content' ), __( 'Change', 'gdm-concrete-content' ) ) as $column ) {
		echo '<th scope="col">' . esc_html( $column ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	if ( ! $read['visits'] ) {
		echo '<tr><td colspan="4">' . esc_html__( 'No visits booked in the next 14 days.', 'gdm-concrete-content' ) . '</td></tr>';
	}
	foreach ( $read['visits'] as $visit ) {
		gdm_concrete_visits_row( $visit, $read['windows'], $confirm );
	}
	echo '</tbody></table></div>';
}

/**
 * One visit's row: its window, the visitor, the address, and its actions (none once cancelled).
 *
 * @param array<string, mixed>             $visit   The visit.
 * @param array<int, array<string, mixed>> $windows The free windows.
 * @param string                           $confirm The visit whose cancel waits for a confirm.
 */
function gdm_concrete_visits_row( $visit, $windows, $confirm ) {
	$id = gdm_concrete_visits_id( $visit['id'] ?? null );
	if ( '' === $id ) {
		return;
	}
	$cancelled = 'cancelled' === gdm_concrete_leads_text( $visit, 'status' );
	$lead      = gdm_concrete_visits_id( $visit['leadId'] ?? null );
	printf( '<tr class="gdm-visit" data-visit="%s"><td><strong>', esc_attr( $id ) );
	echo esc_html( gdm_concrete_leads_text( $visit, 'label' ) ) . '</strong>';
	if ( $cancelled ) {
		echo '<br><span class="gdm-visit-cancelled">' . esc_html(
			'owner' === gdm_concrete_leads_text( $visit, 'cancelledBy' )
				? __( 'Cancelled by you', 'gdm-concrete-content' )
				: __( 'Cancelled by the visitor', 'gdm-concrete-content' )
		) . '</span>';
	}
	echo '</td><td>';
	printf( '<a href="%1$s">%2$s</a>', esc_url( gdm_concrete_leads_url( array( 'lead' => $lead ) ) ), esc_html( gdm_concrete_leads_text( $visit, 'name' ) ) );
	echo '<br>' . esc_html( gdm_concrete_leads_text( $visit, 'phone' ) ) . '<br>' . esc_html( gdm_concrete_leads_text( $visit, 'email' ) );
	if ( true === ( $visit['flagged'] ?? null ) ) {
		echo '<br><span class="gdm-visit-flagged" style="color:#b32d2e">' . esc_html__( 'Flagged: 3 or more visits for one phone or e-mail. Call first.', 'gdm-concrete-content' ) . '</span>';
	}
	echo '</td><td>' . esc_html( gdm_concrete_leads_text( $visit, 'address' ) ) . '<br>' . esc_html( gdm_concrete_leads_text( $visit, 'city' ) . ' ' . gdm_concrete_leads_text( $visit, 'zip' ) ) . '</td><td>';
	if ( ! $cancelled ) {
		gdm_concrete_visits_actions( $id, $visit, $windows, $confirm === $id );
	}
	echo '</td></tr>';
}

/**
 * A booked visit's "Cancel visit" (its confirm step when asked) and "Move to".
 *
 * @param string                           $id        The visit's id.
 * @param array<string, mixed>             $visit     The visit.
 * @param array<int, array<string, mixed>> $windows   The free windows.
 * @param bool                             $confirmed Whether the cancel waits for its confirm.
 */
function gdm_concrete_visits_actions( $id, $visit, $windows, $confirmed ) {
	if ( $confirmed ) {
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" class="gdm-visit-confirm">';
		echo '<input type="hidden" name="action" value="gdm_visit_cancel"><input type="hidden" name="visit" value="' . esc_attr( $id ) . '">';
		wp_nonce_field( 'gdm_visit_cancel:' . $id );
		/* translators: 1: the visitor's name, 2: the visit's window */
		echo '<p>' . esc_html( sprintf( __( 'Cancel the visit to %1$s on %2$s? The visitor is e-mailed that you had to cancel.', 'gdm-concrete-content' ), gdm_concrete_leads_text( $visit, 'name' ), gdm_concrete_leads_text( $visit, 'label' ) ) ) . '</p>';
		echo '<p><button type="submit" class="button button-primary">' . esc_html__( 'Yes, cancel the visit', 'gdm-concrete-content' ) . '</button> ';
		echo '<a class="button" href="' . esc_url( gdm_concrete_leads_url() . '#gdm-visits' ) . '">' . esc_html__( 'Keep it', 'gdm-concrete-content' ) . '</a></p></form>';
		return;
	}
	printf(
		'<p><a class="button" href="%1$s">%2$s</a></p>',
		esc_url( gdm_concrete_leads_url( array( 'cancel_visit' => $id ) ) . '#gdm-visits' ),
		esc_html__( 'Cancel visit', 'gdm-concrete-content' )
	);
	if ( ! $windows ) {
		echo '<p class="description">' . esc_html__( 'No free time to move it to.', 'gdm-concrete-content' ) . '</p>';
		return;
	}
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="gdm_visit_move"><input type="hidden" name="visit" value="' . esc_attr( $id ) . '">';
	wp_nonce_field( 'gdm_visit_move:' . $id );
	printf( '<label for="gdm-move-%1$s">%2$s</label> <select id="gdm-move-%1$s" name="start">', esc_attr( $id ), esc_html__( 'Move to', 'gdm-concrete-content' ) );
	foreach ( $windows as $window ) {
		printf( '<option value="%1$s">%2$s</option>', esc_attr( gdm_concrete_leads_text( $window, 'start' ) ), esc_html( gdm_concrete_leads_text( $window, 'label' ) ) );
	}
	echo '</select> <button type="submit" class="button">' . esc_html__( 'Move visit', 'gdm-concrete-content' ) . '</button></form>';
}

/**
 * The visit id of a posted action, its capability and nonce checked.
 *
 * @param string $action admin-post action.
 * @return string
 */
function gdm_concrete_visits_posted( $action ) {
	gdm_concrete_leads_require_capability();
	$id = gdm_concrete_visits_id( isset( $_POST['visit'] ) ? sanitize_text_field( wp_unslash( $_POST['visit'] ) ) : '' );
	if ( '' === $id ) {
		wp_die( esc_html__( 'No such visit.', 'gdm-concrete-content' ), 400 );
	}
	check_admin_referer( $action . ':' . $id );
	return $id;
}

/**
 * Back to the Leads screen's visits, with what the website answered.
 *
 * @param array<string, mixed> $answer  The call's result.
 * @param string               $success The sentence when it went through.
 */
function gdm_concrete_visits_back( $answer, $success ) {
	$said = is_array( $answer['data'] ) ? trim( gdm_concrete_leads_text( $answer['data'], 'error' ) ) : '';
	$text = $answer['ok'] ? $success : ( '' !== $said && in_array( (int) $answer['status'], array( 400, 404, 409, 422 ), true ) ? $said : $answer['error'] );
	set_transient(
		GDM_CONCRETE_VISITS_NOTICE_TRANSIENT . get_current_user_id(),
		array(
			'type' => $answer['ok'] ? 'success' : 'error',
			'text' => $text,
		),
		5 * MINUTE_IN_SECONDS
	);
	wp_safe_redirect( gdm_concrete_leads_url( array( 'gdm_visit_done' => '1' ) ) . '#gdm-visits' );
	exit;
}

/**
 * "Yes, cancel the visit": the website cancels it as the owner and e-mails the visitor.
 */
function gdm_concrete_visits_cancel() {
	$id     = gdm_concrete_visits_posted( 'gdm_visit_cancel' );
	$answer = gdm_concrete_leads_call( 'POST', '/visits/' . rawurlencode( $id ) . '/cancel' );
	$label  = is_array( $answer['data']['visit'] ?? null ) ? gdm_concrete_leads_text( $answer['data']['visit'], 'label' ) : '';
	/* translators: %s: the visit's window */
	gdm_concrete_visits_back( $answer, sprintf( __( 'The visit of %s is cancelled. The visitor is e-mailed.', 'gdm-concrete-content' ), $label ) );
}

/**
 * "Move visit": the website moves it to the window chosen and e-mails the visitor.
 */
function gdm_concrete_visits_move() {
	$id    = gdm_concrete_visits_posted( 'gdm_visit_move' );
	$start = isset( $_POST['start'] ) ? sanitize_text_field( wp_unslash( $_POST['start'] ) ) : '';
	if ( ! preg_match( '/^[0-9T:.+Z-]{10,40}$/', $start ) ) {
		wp_die( esc_html__( 'Choose a time to move the visit to.', 'gdm-concrete-content' ), 400 );
	}
	$answer = gdm_concrete_leads_call( 'POST', '/visits/' . rawurlencode( $id ) . '/move', array(), GDM_CONCRETE_LEADS_MAX_ANSWER, '', 0, (string) wp_json_encode( array( 'start' => $start ) ) );
	$label  = is_array( $answer['data']['visit'] ?? null ) ? gdm_concrete_leads_text( $answer['data']['visit'], 'label' ) : '';
	/* translators: %s: the visit's new window */
	gdm_concrete_visits_back( $answer, sprintf( __( 'The visit is moved to %s. The visitor is e-mailed.', 'gdm-concrete-content' ), $label ) );
}
