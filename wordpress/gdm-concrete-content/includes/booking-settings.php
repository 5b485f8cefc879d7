<?php
/**
 * Settings → Concrete site, "Booking the on-site estimate" (issue 41), administrators only: the visit
 * hours of each weekday, the window length, visits per window, days ahead, the notice, blocked dates,
 * the holidays, the visit length and the reminder's time. Kept on the contact information's
 * `site_option` post (meta `_gdm_booking`, JSON, named as the business file's `booking` section) and
 * given to the website as its `acf.booking` (includes/rest.php): a setting left empty keeps what the
 * website's business file says; one set here wins. The website checks each again with the business
 * file's own rules (server/content/reshape/booking.ts). Also here: the address of the visits' calendar
 * feed, which the owner's calendar subscribes to, asked of the website (GET /api/admin/leads/visits/feed-url).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_BOOKING_META', '_gdm_booking' );
// Where a save's worded errors wait, per user, for the screen it goes back to.
define( 'GDM_CONCRETE_BOOKING_ERRORS_TRANSIENT', 'gdm_concrete_booking_errors_' );

/**
 * The weekdays, as the business file names them, and as the screen does.
 *
 * @return array<string, string>
 */
function gdm_concrete_booking_days() {
	return array(
		'monday'    => __( 'Monday', 'gdm-concrete-content' ),
		'tuesday'   => __( 'Tuesday', 'gdm-concrete-content' ),
		'wednesday' => __( 'Wednesday', 'gdm-concrete-content' ),
		'thursday'  => __( 'Thursday', 'gdm-concrete-content' ),
		'friday'    => __( 'Friday', 'gdm-concrete-content' ),
		'saturday'  => __( 'Saturday', 'gdm-concrete-content' ),
		'sunday'    => __( 'Sunday', 'gdm-concrete-content' ),
	);
}

/**
 * The whole-number settings: label, least, most, and what the website does without one. The bounds
 * are the business file's (shared/booking/file-section.ts).
 *
 * @return array<string, array{0: string, 1: int, 2: int, 3: string}>
 */
function gdm_concrete_booking_numbers() {
	return array(
		'windowMinutes'   => array( __( 'Window length (minutes)', 'gdm-concrete-content' ), 30, 480, '120' ),
		'visitsPerWindow' => array( __( 'Visits per window', 'gdm-concrete-content' ), 1, 20, '1' ),
		'daysAhead'       => array( __( 'Days ahead offered', 'gdm-concrete-content' ), 1, 90, '21' ),
		'minNoticeHours'  => array( __( 'Minimum notice (hours)', 'gdm-concrete-content' ), 0, 336, '18' ),
		'visitMinutes'    => array( __( 'Visit length (minutes)', 'gdm-concrete-content' ), 15, 240, '45' ),
	);
}

/**
 * The settings kept: the business file's `booking` shape, or an empty list.
 *
 * @return array<string, mixed>
 */
function gdm_concrete_booking_stored() {
	$post = gdm_concrete_option_post( 'contact_info' );
	$raw  = $post ? (string) get_post_meta( $post->ID, GDM_CONCRETE_BOOKING_META, true ) : '';
	$read = '' !== $raw ? json_decode( $raw, true, 8 ) : null;
	return is_array( $read ) ? $read : array();
}

/**
 * The settings as the website reads them (`acf.booking`), or null when none are kept.
 *
 * @param int $post_id The contact information's post.
 * @return array<string, mixed>|null
 */
function gdm_concrete_booking_rest( $post_id ) {
	$raw  = (string) get_post_meta( $post_id, GDM_CONCRETE_BOOKING_META, true );
	$read = '' !== $raw ? json_decode( $raw, true, 8 ) : null;
	return is_array( $read ) && $read ? $read : null;
}

/**
 * "08:00-12:00, 13:00-17:00" as spans ["08:00-12:00", "13:00-17:00"], or an error sentence.
 *
 * @param string $text The day's hours as typed.
 * @return array<int, string>|string
 */
function gdm_concrete_booking_spans( $text ) {
	$spans = array();
	foreach ( preg_split( '/[,;]+/', $text ) as $part ) {
		$part = preg_replace( '/\s+/', '', $part );
		if ( '' === $part ) {
			continue;
		}
		if ( ! preg_match( '/^(\d{1,2}):([0-5]\d)[-–](\d{1,2}):([0-5]\d)$/u', $part, $m ) || (int) $m[1] > 23 || (int) $m[3] > 23 ) {
			/* translators: %s: the hours typed */
			return sprintf( __( '“%s” is not visit hours such as 08:00-12:00 (24-hour, start then end).', 'gdm-concrete-content' ), $part );
		}
		$start = sprintf( '%02d:%s', $m[1], $m[2] );
		$end   = sprintf( '%02d:%s', $m[3], $m[4] );
		if ( $start >= $end ) {
			/* translators: %s: the hours typed */
			return sprintf( __( '“%s” ends before it starts.', 'gdm-concrete-content' ), $part );
		}
		$spans[] = $start . '-' . $end;
	}
	sort( $spans );
	$count = count( $spans );
	for ( $i = 1; $i < $count; $i++ ) {
		if ( substr( $spans[ $i - 1 ], 6 ) > substr( $spans[ $i ], 0, 5 ) ) {
			return __( 'Its hours overlap.', 'gdm-concrete-content' );
		}
	}
	return $count > 6 ? __( 'It has more than 6 spans of hours.', 'gdm-concrete-content' ) : $spans;
}

/**
 * The form's values checked: the settings to keep, and a worded error for each value refused (which
 * keeps what was kept before).
 *
 * @param array<string, mixed> $input The section's posted values.
 * @param array<string, mixed> $kept  The settings kept before.
 * @return array{0: array<string, mixed>, 1: array<int, string>}
 */
function gdm_concrete_booking_read( $input, $kept ) {
	$settings = array();
	$errors   = array();
	$hours    = is_array( $input['hours'] ?? null ) ? $input['hours'] : array();
	$week     = array();
	$typed    = false;
	foreach ( gdm_concrete_booking_days() as $day => $label ) {
		$text  = is_string( $hours[ $day ] ?? null ) ? sanitize_text_field( $hours[ $day ] ) : '';
		$typed = $typed || '' !== trim( $text );
		$spans = gdm_concrete_booking_spans( $text );
		if ( is_string( $spans ) ) {
			/* translators: 1: weekday, 2: what is wrong */
			$errors[] = sprintf( __( 'Visit hours on %1$s were not saved: %2$s', 'gdm-concrete-content' ), $label, $spans );
			$spans    = $kept['hours'][ $day ] ?? array();
		}
		$week[ $day ] = $spans;
	}
	// All days empty: the website's own visit hours (its business file's, else its opening hours).
	if ( $typed ) {
		$settings['hours'] = $week;
	}
	foreach ( gdm_concrete_booking_numbers() as $key => list( $label, $min, $max ) ) {
		$text = is_string( $input[ $key ] ?? null ) ? trim( $input[ $key ] ) : '';
		if ( '' === $text ) {
			continue;
		}
		if ( ctype_digit( $text ) && strlen( $text ) <= 4 && (int) $text >= $min && (int) $text <= $max ) {
			$settings[ $key ] = (int) $text;
			continue;
		}
		/* translators: 1: the setting, 2: what was typed, 3: least, 4: most */
		$errors[] = sprintf( __( '%1$s was not saved: “%2$s” is not a whole number from %3$d to %4$d.', 'gdm-concrete-content' ), $label, sanitize_text_field( $text ), $min, $max );
		if ( isset( $kept[ $key ] ) ) {
			$settings[ $key ] = $kept[ $key ];
		}
	}
	if ( isset( $settings['visitMinutes'] ) && $settings['visitMinutes'] > ( $settings['windowMinutes'] ?? 120 ) ) {
		$errors[] = __( 'Visit length was not saved: a visit cannot be longer than its window.', 'gdm-concrete-content' );
		unset( $settings['visitMinutes'] );
	}
	$dates = array();
	$lines = is_string( $input['blockedDates'] ?? null ) ? preg_split( '/\r?\n/', $input['blockedDates'] ) : array();
	foreach ( $lines as $line ) {
		$line = trim( sanitize_text_field( $line ) );
		if ( '' === $line ) {
			continue;
		}
		if ( preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $line, $m ) && checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ) {
			$dates[] = $line;
		} else {
			/* translators: %s: the line typed */
			$errors[] = sprintf( __( 'Blocked date “%s” was not saved: write one date a line, as 2026-12-31.', 'gdm-concrete-content' ), $line );
		}
	}
	$dates = array_slice( array_values( array_unique( $dates ) ), 0, 366 );
	if ( $dates ) {
		sort( $dates );
		$settings['blockedDates'] = $dates;
	}
	$settings['holidays'] = ! empty( $input['holidays'] );
	$time                 = is_string( $input['reminderTime'] ?? null ) ? trim( $input['reminderTime'] ) : '';
	if ( '' !== $time ) {
		if ( preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $time ) ) {
			$settings['reminderTime'] = $time;
		} else {
			/* translators: %s: what was typed */
			$errors[] = sprintf( __( 'Reminder time was not saved: “%s” is not a 24-hour time such as 17:00.', 'gdm-concrete-content' ), sanitize_text_field( $time ) );
			if ( isset( $kept['reminderTime'] ) ) {
				$settings['reminderTime'] = $kept['reminderTime'];
			}
		}
	}
	return array( $settings, $errors );
}

/**
 * Saves the section from the settings page's form (whose nonce and capability the page's save
 * checked): the contact information's post gets the settings, made when it is missing; its change
 * tells the website (includes/revalidate.php). The worded errors wait for the screen.
 */
function gdm_concrete_booking_save() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked by gdm_concrete_settings_save().
	if ( empty( $_POST['gdm_booking_shown'] ) || ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return;
	}
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is checked for its kind.
	$input = isset( $_POST['gdm_booking'] ) && is_array( $_POST['gdm_booking'] ) ? wp_unslash( $_POST['gdm_booking'] ) : array();
	// phpcs:enable
	gdm_concrete_owner_calendar_save();
	list( $settings, $errors ) = gdm_concrete_booking_read( $input, gdm_concrete_booking_stored() );
	if ( $errors ) {
		set_transient( GDM_CONCRETE_BOOKING_ERRORS_TRANSIENT . get_current_user_id(), $errors, 5 * MINUTE_IN_SECONDS );
	}
	// Only the holidays box, ticked as it starts: nothing is set here.
	$only_default = array( 'holidays' => true ) === $settings;
	$post         = gdm_concrete_option_post( 'contact_info' );
	if ( ! $post && $only_default ) {
		return;
	}
	$post_id = $post ? $post->ID : wp_insert_post(
		array(
			'post_type'   => 'site_option',
			'post_name'   => 'contact_info',
			'post_title'  => gdm_concrete_option_slugs()['contact_info'] ?? 'Contact information',
			'post_status' => 'publish',
		)
	);
	if ( ! $post_id || is_wp_error( $post_id ) ) {
		return;
	}
	if ( $only_default ) {
		delete_post_meta( $post_id, GDM_CONCRETE_BOOKING_META );
	} else {
		update_post_meta( $post_id, GDM_CONCRETE_BOOKING_META, wp_slash( (string) wp_json_encode( $settings ) ) );
	}
}

/**
 * A text field of the section, in a row of the form table.
 *
 * @param string $key         The setting's name (gdm_booking[…]).
 * @param string $label       Its label.
 * @param string $value       Its value kept.
 * @param string $placeholder What the website does without it.
 * @param string $help        Its description, or ''.
 */
function gdm_concrete_booking_text_row( $key, $label, $value, $placeholder, $help = '' ) {
	$id = 'gdm-booking-' . strtolower( preg_replace( '/[^A-Za-z0-9]+/', '-', $key ) );
	printf(
		'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><input id="%1$s" type="text" class="regular-text" name="gdm_booking[%3$s]" value="%4$s" placeholder="%5$s">%6$s</td></tr>',
		esc_attr( $id ),
		esc_html( $label ),
		esc_attr( $key ),
		esc_attr( $value ),
		esc_attr( $placeholder ),
		'' !== $help ? '<p class="description">' . esc_html( $help ) . '</p>' : ''
	);
}

/**
 * The section, inside the settings page's form: administrators only.
 */
function gdm_concrete_booking_section() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return;
	}
	$kept = gdm_concrete_booking_stored();
	echo '<div id="gdm-booking"><h2>' . esc_html__( 'Booking the on-site estimate', 'gdm-concrete-content' ) . '</h2>';
	$key    = GDM_CONCRETE_BOOKING_ERRORS_TRANSIENT . get_current_user_id();
	$errors = get_transient( $key );
	delete_transient( $key );
	foreach ( is_array( $errors ) ? $errors : array() as $error ) {
		echo '<div class="notice notice-error inline gdm-booking-error"><p>' . esc_html( (string) $error ) . '</p></div>';
	}
	echo '<p>' . esc_html__( 'When visitors may book the free on-site estimate on the website, in Des Moines time. A field left empty keeps what the website\'s business file says (the usual value is shown greyed); a value here wins. Each change reaches the booking page on the website within seconds.', 'gdm-concrete-content' ) . '</p>';
	echo '<input type="hidden" name="gdm_booking_shown" value="1">';
	echo '<table class="form-table" role="presentation"><tbody>';
	$hours = is_array( $kept['hours'] ?? null ) ? $kept['hours'] : array();
	foreach ( gdm_concrete_booking_days() as $day => $label ) {
		$spans = is_array( $hours[ $day ] ?? null ) ? array_filter( $hours[ $day ], 'is_string' ) : array();
		/* translators: %s: weekday */
		gdm_concrete_booking_text_row( "hours][$day", sprintf( __( 'Visit hours, %s', 'gdm-concrete-content' ), $label ), implode( ', ', $spans ), 'monday' === $day ? '08:00-12:00, 13:00-17:00' : '' );
	}
	echo '<tr><td colspan="2"><p class="description">' . esc_html__( 'Visit hours: 24-hour spans such as 08:00-12:00, 13:00-17:00. A day left blank has no visits; every day blank: the website\'s own visit hours (its opening hours).', 'gdm-concrete-content' ) . '</p></td></tr>';
	foreach ( gdm_concrete_booking_numbers() as $name => list( $label, $min, $max, $default ) ) {
		/* translators: 1: least, 2: most */
		gdm_concrete_booking_text_row( $name, $label, isset( $kept[ $name ] ) ? (string) (int) $kept[ $name ] : '', $default, sprintf( __( 'A whole number from %1$d to %2$d.', 'gdm-concrete-content' ), $min, $max ) );
	}
	gdm_concrete_booking_text_row( 'reminderTime', __( 'Reminder time', 'gdm-concrete-content' ), is_string( $kept['reminderTime'] ?? null ) ? $kept['reminderTime'] : '', '17:00', __( 'The visitor\'s reminder goes out at this time the day before, 24-hour.', 'gdm-concrete-content' ) );
	$dates = is_array( $kept['blockedDates'] ?? null ) ? array_filter( $kept['blockedDates'], 'is_string' ) : array();
	printf(
		'<tr><th scope="row"><label for="gdm-booking-blocked">%1$s</label></th><td><textarea id="gdm-booking-blocked" name="gdm_booking[blockedDates]" rows="4" class="regular-text" placeholder="2026-12-31">%2$s</textarea><p class="description">%3$s</p></td></tr>',
		esc_html__( 'Blocked dates', 'gdm-concrete-content' ),
		esc_textarea( implode( "\n", $dates ) ),
		esc_html__( 'Days without visits, one a line, as 2026-12-31.', 'gdm-concrete-content' )
	);
	printf(
		'<tr><th scope="row">%1$s</th><td><label for="gdm-booking-holidays"><input id="gdm-booking-holidays" type="checkbox" name="gdm_booking[holidays]" value="1"%2$s> %3$s</label></td></tr>',
		esc_html__( 'Holidays', 'gdm-concrete-content' ),
		checked( false !== ( $kept['holidays'] ?? true ), true, false ),
		esc_html__( 'Block the holidays (New Year\'s Day, Memorial Day, July 4, Labor Day, Thanksgiving, Christmas…)', 'gdm-concrete-content' )
	);
	gdm_concrete_booking_feed_row();
	gdm_concrete_owner_calendar_row();
	echo '</tbody></table></div>';
}

/**
 * "Subscribe your calendar to the visits:" and the feed's address, asked of the website.
 */
function gdm_concrete_booking_feed_row() {
	$connection = gdm_concrete_connection();
	if ( '' === $connection['url'] || '' === $connection['secret'] ) {
		return;
	}
	$answer = gdm_concrete_leads_call( 'GET', '/visits/feed-url' );
	$url    = is_array( $answer['data'] ) ? gdm_concrete_leads_text( $answer['data'], 'feedUrl' ) : '';
	echo '<tr><th scope="row">' . esc_html__( 'The visits in your calendar', 'gdm-concrete-content' ) . '</th><td>';
	if ( $answer['ok'] && 0 === strpos( $url, 'http' ) ) {
		echo '<p>' . esc_html__( 'Subscribe your calendar to the visits:', 'gdm-concrete-content' ) . '</p>';
		printf( '<p><input id="gdm-booking-feed" type="text" class="large-text code" readonly value="%s"></p>', esc_attr( $url ) );
		echo '<p class="description">' . esc_html__( 'In Google Calendar: Other calendars, From URL. Apple Calendar: File, New Calendar Subscription. Outlook: Add calendar, Subscribe from web. Keep it private: anyone with it sees the visits.', 'gdm-concrete-content' ) . '</p>';
	} else {
		/* translators: %s: why the website could not be asked */
		echo '<p>' . esc_html( sprintf( __( 'The calendar address could not be read from the website just now. %s', 'gdm-concrete-content' ), $answer['error'] ) ) . '</p>';
	}
	echo '</td></tr>';
}
