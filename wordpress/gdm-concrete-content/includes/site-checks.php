<?php
/**
 * Two things of WordPress's own setup the office manager meets before the plugin can help: PHP's upload
 * limit (2 MB out of the box, under a phone's photo), named with what to change on Settings → Concrete
 * site; and WordPress's time zone (UTC out of the box, so "Schedule for 9:00" would be 3:00 or 4:00 in
 * Iowa), offered as the business's own with one button.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// The business's time zone: the same as the site's (server/leads/present/time.ts).
define( 'GDM_CONCRETE_BUSINESS_TIME_ZONE', 'America/Chicago' );
// A phone's photo is 3 to 8 MB; WordPress needs the whole file in one request.
define( 'GDM_CONCRETE_MIN_UPLOAD_BYTES', 16 * 1024 * 1024 );

add_action( 'admin_notices', 'gdm_concrete_time_zone_notice' );
add_action( 'admin_post_gdm_concrete_time_zone', 'gdm_concrete_time_zone_save' );

/**
 * What is wrong with PHP's upload limits, with what to change and where, or '' when a phone's photo fits.
 *
 * @param string      $upload_max upload_max_filesize as PHP has it (e.g. "2M").
 * @param string      $post_max   post_max_size as PHP has it ("0" is no limit).
 * @param string|bool $ini_file   The php.ini PHP read, or false.
 * @return string
 */
function gdm_concrete_upload_limit_problem( $upload_max, $post_max, $ini_file ) {
	$upload = wp_convert_hr_to_bytes( (string) $upload_max );
	$post   = wp_convert_hr_to_bytes( (string) $post_max );
	$short  = array();
	if ( $upload > 0 && $upload < GDM_CONCRETE_MIN_UPLOAD_BYTES ) {
		$short[] = 'upload_max_filesize = ' . $upload_max;
	}
	if ( $post > 0 && $post < GDM_CONCRETE_MIN_UPLOAD_BYTES ) {
		$short[] = 'post_max_size = ' . $post_max;
	}
	if ( ! $short ) {
		return '';
	}
	$limits = array_filter( array( $upload, $post ) );
	$where  = is_string( $ini_file ) && '' !== $ini_file
		? sprintf(
			/* translators: %s: the php.ini file's path */
			__( 'in %s', 'gdm-concrete-content' ),
			$ini_file
		)
		: __( 'in PHP\'s php.ini', 'gdm-concrete-content' );
	return sprintf(
		/* translators: 1: largest upload, as "2 MB", 2: PHP's settings as they are, 3: where they are set */
		__( 'Photos over %1$s are refused: PHP allows no more (%2$s), and a phone\'s photo is 3 to 8 MB. Set upload_max_filesize = 16M and post_max_size = 20M %3$s (and client_max_body_size 20m in nginx, where WordPress is behind nginx), then restart PHP.', 'gdm-concrete-content' ),
		size_format( min( $limits ) ),
		implode( ', ', $short ),
		$where
	);
}

/**
 * The upload limit's warning on Settings → Concrete site, when PHP's limits are under a phone's photo.
 */
function gdm_concrete_upload_limit_notice() {
	$problem = gdm_concrete_upload_limit_problem( (string) ini_get( 'upload_max_filesize' ), (string) ini_get( 'post_max_size' ), php_ini_loaded_file() );
	if ( '' !== $problem ) {
		echo '<div class="notice notice-warning" id="gdm-upload-limit"><p>' . esc_html( $problem ) . '</p></div>';
	}
}

/**
 * Whether WordPress's time zone is still its default: UTC, or a fixed offset with no name (which
 * never changes for daylight saving time).
 *
 * @return bool
 */
function gdm_concrete_time_zone_unset() {
	$name = (string) get_option( 'timezone_string', '' );
	return '' === $name || 'UTC' === $name || 'Etc/UTC' === $name;
}

/**
 * `admin_notices`: to an administrator, while WordPress's time zone is UTC or an offset, a button that
 * sets the business's.
 */
function gdm_concrete_time_zone_notice() {
	if ( ! current_user_can( 'manage_options' ) || ! gdm_concrete_time_zone_unset() ) {
		return;
	}
	$now = new DateTimeImmutable( 'now', new DateTimeZone( GDM_CONCRETE_BUSINESS_TIME_ZONE ) );
	printf(
		'<div class="notice notice-warning" id="gdm-time-zone"><p>%1$s</p><form method="post" action="%2$s"><input type="hidden" name="action" value="gdm_concrete_time_zone">%3$s<p><button type="submit" class="button button-primary">%4$s</button></p></form></div>',
		esc_html(
			sprintf(
				/* translators: 1: WordPress's time now, 2: the business's time now */
				__( 'WordPress\'s clock is not set to Des Moines\'s time: a post scheduled for 9:00 goes live at 9:00 by WordPress\'s clock, which is %1$s now while it is %2$s in Des Moines.', 'gdm-concrete-content' ),
				wp_date( (string) get_option( 'time_format', 'g:i a' ) ),
				$now->format( (string) get_option( 'time_format', 'g:i a' ) )
			)
		),
		esc_url( admin_url( 'admin-post.php' ) ),
		wp_nonce_field( 'gdm_concrete_time_zone', '_wpnonce', true, false ),
		esc_html__( 'Use Des Moines\'s time (America/Chicago)', 'gdm-concrete-content' )
	);
}

/**
 * Sets WordPress's time zone to the business's: an administrator, with the notice's nonce (else 403).
 */
function gdm_concrete_time_zone_set() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You may not change WordPress\'s time zone.', 'gdm-concrete-content' ), 403 );
	}
	check_admin_referer( 'gdm_concrete_time_zone' );
	// A named zone's offset follows the date (daylight saving time); WordPress reads it from the name.
	update_option( 'timezone_string', GDM_CONCRETE_BUSINESS_TIME_ZONE );
}

/**
 * The notice's button: the time zone set, then back to the screen it was pressed on.
 */
function gdm_concrete_time_zone_save() {
	gdm_concrete_time_zone_set();
	$back = wp_get_referer();
	wp_safe_redirect( $back ? $back : admin_url( 'options-general.php' ) );
	exit;
}
