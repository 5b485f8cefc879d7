<?php
/**
 * Settings → Concrete site, "Text messages": whether the website texts each new lead to the owner,
 * to which numbers, its quiet hours, and a "Send a test text" button (issue 42). The settings are the
 * website's (TWILIO_… and OWNER_SMS_TO): this reads where they stand, GET /api/admin/leads/sms, and
 * asks the website for a test, POST /api/admin/leads/sms/test, both signed as the Leads screen's
 * calls are (includes/leads-api.php). The website sends at most one test per 30 seconds.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_post_gdm_concrete_sms_test', 'gdm_concrete_texts_test_run' );

// Where a test's results wait, per user, for the screen it goes back to.
define( 'GDM_CONCRETE_SMS_TEST_TRANSIENT', 'gdm_concrete_sms_test_' );

/**
 * The numbers as the website writes them for reading ("+1 515-555-0142"), in a list.
 *
 * @param mixed $rows The answer's `numbers`.
 * @return array<int, string>
 */
function gdm_concrete_texts_numbers( $rows ) {
	$numbers = array();
	foreach ( gdm_concrete_leads_rows( $rows ) as $row ) {
		$shown = trim( gdm_concrete_leads_text( $row, 'shown' ) );
		$shown = '' !== $shown ? $shown : trim( gdm_concrete_leads_text( $row, 'number' ) );
		if ( '' !== $shown ) {
			$numbers[] = $shown;
		}
	}
	return $numbers;
}

/**
 * "A", "A and B", "A, B and C".
 *
 * @param array<int, string> $items Items.
 * @return string
 */
function gdm_concrete_texts_and( $items ) {
	if ( count( $items ) < 2 ) {
		return implode( '', $items );
	}
	$last = array_pop( $items );
	/* translators: 1: the first items, comma-separated, 2: the last one */
	return sprintf( __( '%1$s and %2$s', 'gdm-concrete-content' ), implode( ', ', $items ), $last );
}

/**
 * What the section says of the website's answer, a sentence a line: on or off and to which numbers,
 * what they are sent from, the quiet hours. Plain text, escaped where it is shown.
 *
 * @param mixed $state The answer of GET /api/admin/leads/sms.
 * @return array<int, string>
 */
function gdm_concrete_texts_lines( $state ) {
	$state    = is_array( $state ) ? $state : array();
	$settings = trim( gdm_concrete_leads_text( $state, 'settings' ) );
	$settings = '' !== $settings ? $settings : 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO';
	$numbers  = gdm_concrete_texts_numbers( $state['numbers'] ?? null );
	$lines    = array();
	if ( true === ( $state['on'] ?? null ) && $numbers ) {
		/* translators: %s: the phone numbers, e.g. "+1 515-555-0142 and +1 515-555-0143" */
		$lines[] = sprintf( __( 'Texts are on: each new lead is texted to %s.', 'gdm-concrete-content' ), gdm_concrete_texts_and( $numbers ) );
		$sender  = isset( $state['sender'] ) && is_array( $state['sender'] ) ? $state['sender'] : array();
		$kind    = gdm_concrete_leads_text( $sender, 'kind' );
		$from    = gdm_concrete_leads_text( $sender, 'shown' );
		if ( 'number' === $kind && '' !== $from ) {
			/* translators: %s: the phone number texts come from */
			$lines[] = sprintf( __( 'They come from %s, the website\'s Twilio number.', 'gdm-concrete-content' ), $from );
		} elseif ( 'messaging-service' === $kind ) {
			$lines[] = __( 'They are sent through the website\'s Twilio Messaging Service (TWILIO_MESSAGING_SERVICE_SID).', 'gdm-concrete-content' );
		}
	} else {
		/* translators: %s: the website's settings, e.g. "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO" */
		$lines[] = sprintf( __( 'Texts are off: set %s on the website to have each lead texted to you.', 'gdm-concrete-content' ), $settings );
	}
	$quiet = isset( $state['quietHours'] ) && is_array( $state['quietHours'] ) ? $state['quietHours'] : null;
	$start = gdm_concrete_leads_text( $quiet, 'from' );
	$end   = gdm_concrete_leads_text( $quiet, 'to' );
	$words = gdm_concrete_leads_text( $state, 'quietHoursWords' );
	if ( '' !== $start && '' !== $end ) {
		$lines[] = sprintf(
			/* translators: 1: the quiet hours in words ("9 PM to 6 AM, Des Moines time"), 2: when they start ("9 PM"), 3: when they end ("6 AM") */
			__( 'Quiet hours, %1$s: a lead that comes in between %2$s and %3$s is texted at %3$s, unless the visitor asked for “as soon as possible”. Set SMS_QUIET_HOURS on the website to change them.', 'gdm-concrete-content' ),
			'' !== $words ? $words : sprintf( '%1$s to %2$s', $start, $end ),
			$start,
			$end
		);
	} elseif ( 'off' === $words ) {
		$lines[] = __( 'Quiet hours are off: each lead is texted at once, day or night (SMS_QUIET_HOURS).', 'gdm-concrete-content' );
	}
	return $lines;
}

/**
 * What a test came to, one notice a number: each one's `type` (success or error) and sentence.
 *
 * @param array<string, mixed> $result What gdm_concrete_leads_call() gave for POST /sms/test.
 * @return array<int, array{type: string, text: string}>
 */
function gdm_concrete_texts_test_notices( $result ) {
	$data = is_array( $result['data'] ?? null ) ? $result['data'] : array();
	if ( empty( $result['ok'] ) ) {
		// The website's own sentence first: "A test text was sent less than 30 seconds ago…", "Texts are off…".
		$said = trim( gdm_concrete_leads_text( $data, 'error' ) );
		$text = '' !== $said && in_array( (int) ( $result['status'] ?? 0 ), array( 409, 429 ), true ) ? $said : (string) ( $result['error'] ?? '' );
		return array(
			array(
				'type' => 'error',
				/* translators: %s: why, in the website's words */
				'text' => sprintf( __( 'No test text was sent: %s', 'gdm-concrete-content' ), $text ),
			),
		);
	}
	$notices = array();
	foreach ( gdm_concrete_leads_rows( $data['results'] ?? null ) as $row ) {
		$number = gdm_concrete_leads_text( $row, 'shown' );
		$number = '' !== $number ? $number : gdm_concrete_leads_text( $row, 'number' );
		$answer = gdm_concrete_leads_text( $row, 'answer' );
		$notices[] = true === ( $row['sent'] ?? null )
			? array(
				'type' => 'success',
				/* translators: 1: phone number, 2: Twilio's answer */
				'text' => sprintf( __( 'Test text sent to %1$s (%2$s). It should arrive within a minute.', 'gdm-concrete-content' ), $number, $answer ),
			)
			: array(
				'type' => 'error',
				/* translators: 1: phone number, 2: Twilio's answer */
				'text' => sprintf( __( 'Test text NOT sent to %1$s: %2$s', 'gdm-concrete-content' ), $number, $answer ),
			);
	}
	if ( ! $notices ) {
		$notices[] = array(
			'type' => 'error',
			'text' => __( 'The website sent no test text: it has no number to text.', 'gdm-concrete-content' ),
		);
	}
	return $notices;
}

/**
 * The section on Settings → Concrete site, outside the settings' form (its button is a form of its own).
 */
function gdm_concrete_texts_section() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return;
	}
	echo '<div id="gdm-texts" class="gdm-texts">';
	echo '<h2>' . esc_html__( 'Text messages', 'gdm-concrete-content' ) . '</h2>';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which notices to show.
	if ( isset( $_GET['gdm-sms-tested'] ) ) {
		$key     = GDM_CONCRETE_SMS_TEST_TRANSIENT . get_current_user_id();
		$notices = get_transient( $key );
		delete_transient( $key );
		// Inline: kept beside the button, where WordPress would otherwise move a notice to the page's top.
		foreach ( is_array( $notices ) ? $notices : array() as $notice ) {
			printf(
				'<div class="notice notice-%1$s inline gdm-sms-test-result"><p>%2$s</p></div>',
				'success' === ( $notice['type'] ?? '' ) ? 'success' : 'error',
				esc_html( (string) ( $notice['text'] ?? '' ) )
			);
		}
	}
	$connection = gdm_concrete_connection();
	if ( '' === $connection['url'] || '' === $connection['secret'] ) {
		echo '<p>' . esc_html__( 'Set the website\'s address and the shared secret below and save: then this says whether each new lead is texted to you.', 'gdm-concrete-content' ) . '</p></div>';
		return;
	}
	$state = gdm_concrete_leads_call( 'GET', '/sms' );
	if ( ! $state['ok'] || ! is_array( $state['data'] ) ) {
		/* translators: %s: why the website could not be asked */
		echo '<p>' . esc_html( sprintf( __( 'Whether texts are on could not be read from the website just now. %s', 'gdm-concrete-content' ), $state['error'] ) ) . '</p></div>';
		return;
	}
	echo '<div id="gdm-texts-state">';
	foreach ( gdm_concrete_texts_lines( $state['data'] ) as $line ) {
		echo '<p>' . esc_html( $line ) . '</p>';
	}
	echo '</div>';
	if ( true === ( $state['data']['on'] ?? null ) ) {
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="gdm_concrete_sms_test">';
		wp_nonce_field( 'gdm_concrete_sms_test' );
		submit_button( __( 'Send a test text', 'gdm-concrete-content' ), 'secondary', 'gdm-sms-test', false );
		echo '<p class="description">' . esc_html__( 'Texts each number above once, from the website, with its own settings. One test each 30 seconds.', 'gdm-concrete-content' ) . '</p>';
		echo '</form>';
	}
	echo '</div>';
}

/**
 * The button: administrators only, with the section's nonce; the website texts and answers for each
 * number. Back to the screen, which shows each answer.
 */
function gdm_concrete_texts_test_run() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		wp_die( esc_html__( 'You may not send a test text.', 'gdm-concrete-content' ), 403 );
	}
	check_admin_referer( 'gdm_concrete_sms_test' );
	// Twilio answers each number in a second or so; the website gives each at most 10.
	$result = gdm_concrete_leads_call( 'POST', '/sms/test', array(), GDM_CONCRETE_LEADS_MAX_ANSWER, '', GDM_CONCRETE_LEADS_CSV_TIMEOUT );
	set_transient( GDM_CONCRETE_SMS_TEST_TRANSIENT . get_current_user_id(), gdm_concrete_texts_test_notices( $result ), 5 * MINUTE_IN_SECONDS );
	wp_safe_redirect( add_query_arg( 'gdm-sms-tested', '1', admin_url( 'options-general.php?page=gdm-concrete-site' ) ) . '#gdm-texts' );
	exit;
}
