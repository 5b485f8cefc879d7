<?php
/**
 * The signed client of the website's leads API (/api/admin/leads…). The leads stay in the website's
 * store; this reads them and asks the website to act on them, one signed call at a time.
 *
 * Signature: X-Timestamp (Unix seconds) and X-Signature: sha256=<hex HMAC-SHA256 of
 * "gdm-leads-api.v1.{timestamp}.{METHOD}.{path with query}.{body}">, with the secret shared with the
 * website. The purpose comes first: the same secret signs the revalidation call, and neither
 * signature can stand for the other. Each call carries a `call` parameter of its own, so two calls
 * alike in one second are not taken for a replay.
 *
 * Everything the website answers is treated as untrusted: its size is bounded, its JSON checked for
 * the shape the screen needs, and every value escaped where it is shown.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// What a leads API signature is for, signed before the rest (see GDM_CONCRETE_REVALIDATE_SIGNATURE_PURPOSE).
define( 'GDM_CONCRETE_LEADS_API_SIGNATURE_PURPOSE', 'gdm-leads-api.v1.' );
// A list, a lead or the counts are a few kilobytes; an answer larger than this is not the website's.
define( 'GDM_CONCRETE_LEADS_MAX_ANSWER', 2 * 1024 * 1024 );
// The CSV of every lead: a few hundred bytes a lead.
define( 'GDM_CONCRETE_LEADS_MAX_CSV', 50 * 1024 * 1024 );
// Seconds a screen or the dashboard waits for the website: a site that hangs must not hang WordPress's admin.
define( 'GDM_CONCRETE_LEADS_TIMEOUT', 5 );
// The CSV of a long history takes longer to make and to send.
define( 'GDM_CONCRETE_LEADS_CSV_TIMEOUT', 30 );

/**
 * One signed call to the leads API.
 *
 * @param string               $method  GET or POST.
 * @param string               $path    Below /api/admin/leads, e.g. '' or '/summary' or '/ID/release'.
 * @param array<string, mixed> $query   Query parameters (empty values are left out).
 * @param int                  $max     Largest answer accepted, in bytes.
 * @param string               $file    When given, the answer's body is written to this file instead of
 *                                      being kept in memory (the CSV); `body` is then ''.
 * @param int                  $timeout Seconds to wait, when not the usual (a test text waits for Twilio).
 * @param string               $body    A JSON body to send (a visit's move), signed with the rest.
 * @return array{ok: bool, status: int, data: mixed, body: string, headers: array<string, string>, error: string}
 */
function gdm_concrete_leads_call( $method, $path, $query = array(), $max = GDM_CONCRETE_LEADS_MAX_ANSWER, $file = '', $timeout = 0, $body = '' ) {
	$result     = array(
		'ok'      => false,
		'status'  => 0,
		'data'    => null,
		'body'    => '',
		'headers' => array(),
		'error'   => '',
	);
	$connection = gdm_concrete_connection();
	if ( '' === $connection['url'] || '' === $connection['secret'] ) {
		$result['error'] = __( 'The website’s address or the shared secret is not set (Settings → Concrete site).', 'gdm-concrete-content' );
		return $result;
	}
	$query         = array_filter(
		array_map( 'strval', $query ),
		static function ( $value ) {
			return '' !== $value;
		}
	);
	$query['call'] = wp_generate_uuid4();
	$target        = '/api/admin/leads' . $path . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	$timestamp     = (string) time();
	$options       = array(
		'method'              => $method,
		'timeout'             => $timeout > 0 ? $timeout : ( '' !== $file ? GDM_CONCRETE_LEADS_CSV_TIMEOUT : GDM_CONCRETE_LEADS_TIMEOUT ),
		'redirection'         => 0,
		'limit_response_size' => $max + 1,
		'headers'             => array(
			'X-Timestamp' => $timestamp,
			'X-Signature' => 'sha256=' . hash_hmac( 'sha256', GDM_CONCRETE_LEADS_API_SIGNATURE_PURPOSE . $timestamp . '.' . $method . '.' . $target . '.' . $body, $connection['secret'] ),
		),
	);
	if ( '' !== $body ) {
		$options['body']                    = $body;
		$options['headers']['Content-Type'] = 'application/json';
	}
	if ( '' !== $file ) {
		// Written to the file as it arrives, as the website sends it: WordPress's HTTP client neither
		// unzips nor de-chunks a body it streams, so this call asks for neither (no encoding, HTTP/1.0).
		$options['stream']                     = true;
		$options['filename']                   = $file;
		$options['headers']['Accept-Encoding'] = 'identity';
		add_action( 'requests-requests.before_request', 'gdm_concrete_leads_http_10', 10, 5 );
	}
	try {
		$response = gdm_concrete_site_request( $connection['url'] . $target, $options );
	} finally {
		remove_action( 'requests-requests.before_request', 'gdm_concrete_leads_http_10', 10 );
	}
	if ( is_wp_error( $response ) ) {
		/* translators: %s: the error WordPress gave */
		$result['error'] = sprintf( __( 'The website did not answer: %s', 'gdm-concrete-content' ), $response->get_error_message() );
		return $result;
	}
	$status           = (int) wp_remote_retrieve_response_code( $response );
	$body             = (string) wp_remote_retrieve_body( $response );
	$result['status'] = $status;
	clearstatcache( true, $file );
	$size = '' !== $file ? (int) @filesize( $file ) : strlen( $body ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a missing file is size 0.
	if ( $size > $max ) {
		$result['error'] = __( 'The website’s answer was too large to show.', 'gdm-concrete-content' );
		return $result;
	}
	$result['body']    = $body;
	$result['headers'] = array(
		'content-type'        => (string) wp_remote_retrieve_header( $response, 'content-type' ),
		'content-disposition' => (string) wp_remote_retrieve_header( $response, 'content-disposition' ),
	);
	$type = $result['headers']['content-type'];
	if ( 0 === strpos( $type, 'application/json' ) ) {
		$result['data'] = json_decode( $body, true, 16 );
	}
	$result['ok'] = $status >= 200 && $status < 300;
	if ( ! $result['ok'] ) {
		$hints           = array(
			401 => __( 'the secret differs from WORDPRESS_WEBHOOK_SECRET on the website, or the clocks differ by more than 5 minutes', 'gdm-concrete-content' ),
			404 => __( 'the website has no WORDPRESS_WEBHOOK_SECRET set, or the lead is not there', 'gdm-concrete-content' ),
			429 => __( 'too many calls this minute; try again in a minute', 'gdm-concrete-content' ),
			503 => __( 'the website’s lead store is not available right now', 'gdm-concrete-content' ),
		);
		/* translators: 1: HTTP status, 2: what it means */
		$result['error'] = sprintf( __( 'The website answered HTTP %1$d: %2$s.', 'gdm-concrete-content' ), $status, $hints[ $status ] ?? __( 'unexpected answer', 'gdm-concrete-content' ) );
	}
	return $result;
}

/**
 * Makes the call HTTP/1.0, to which the website answers without chunks. WordPress asks for 1.0 by
 * default (`httpversion`) but does not pass it on to its HTTP library, which then asks for 1.1.
 *
 * @param string               $url     URL.
 * @param array<string, mixed> $headers Headers.
 * @param mixed                $data    Body.
 * @param string               $type    Method.
 * @param array<string, mixed> $options The library's options, changed here.
 */
function gdm_concrete_leads_http_10( &$url, &$headers, &$data, &$type, &$options ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- the hook's signature.
	$options['protocol_version'] = 1.0;
}

/**
 * A string from an answer, or '' when it is not one.
 *
 * @param array<string, mixed> $row Row.
 * @param string               $key Key.
 * @return string
 */
function gdm_concrete_leads_text( $row, $key ) {
	$value = is_array( $row ) && isset( $row[ $key ] ) ? $row[ $key ] : '';
	if ( is_int( $value ) || is_float( $value ) ) {
		return (string) $value;
	}
	return is_string( $value ) ? $value : '';
}

/**
 * A list from an answer, or an empty one, keeping only its rows that are objects.
 *
 * @param mixed $value Value.
 * @return array<int, array<string, mixed>>
 */
function gdm_concrete_leads_rows( $value ) {
	if ( ! is_array( $value ) ) {
		return array();
	}
	return array_values( array_filter( $value, 'is_array' ) );
}

/**
 * A date the website wrote (ISO 8601), in this site's time zone and format.
 *
 * @param string $iso Date.
 * @return string
 */
function gdm_concrete_leads_date( $iso ) {
	$time = strtotime( $iso );
	if ( false === $time ) {
		return '';
	}
	return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
}

/**
 * A lead's status in the owner's words.
 *
 * @param string $status held, spam-marked, failed, pending or delivered.
 * @return string
 */
function gdm_concrete_leads_status_label( $status ) {
	$labels = array(
		'held'        => __( 'Held as spam', 'gdm-concrete-content' ),
		'spam-marked' => __( 'Marked as spam', 'gdm-concrete-content' ),
		'failed'      => __( 'Delivery failed', 'gdm-concrete-content' ),
		'pending'     => __( 'Waiting to deliver', 'gdm-concrete-content' ),
		'delivered'   => __( 'Delivered', 'gdm-concrete-content' ),
	);
	return $labels[ $status ] ?? __( 'Unknown', 'gdm-concrete-content' );
}

/**
 * Where a delivery goes, in the owner's words: the `label` the website's answer gives each delivery,
 * its destination's own words there (server/leads/delivery/destinations/), so the Leads screen and
 * the owner's e-mails name it alike and a destination the website adds needs nothing here. An answer
 * without one (a website older than its labels) is shown as Other.
 *
 * @param array<string, mixed> $delivery One delivery of the answer.
 * @return string
 */
function gdm_concrete_leads_destination_label( $delivery ) {
	$label = trim( gdm_concrete_leads_text( $delivery, 'label' ) );
	return '' !== $label ? $label : __( 'Other', 'gdm-concrete-content' );
}

/**
 * Where one delivery stands, in the owner's words.
 *
 * @param string $status delivered, pending, dead, skipped or parked.
 * @return string
 */
function gdm_concrete_leads_delivery_label( $status ) {
	$labels = array(
		'delivered' => __( 'Delivered', 'gdm-concrete-content' ),
		'pending'   => __( 'Waiting to deliver', 'gdm-concrete-content' ),
		'dead'      => __( 'Delivery failed', 'gdm-concrete-content' ),
		'skipped'   => __( 'Not sent: held as spam', 'gdm-concrete-content' ),
		'parked'    => __( 'Not sent: not set up on the website', 'gdm-concrete-content' ),
	);
	return $labels[ $status ] ?? __( 'Unknown', 'gdm-concrete-content' );
}

/**
 * What one attempt came to, in the owner's words.
 *
 * @param string $outcome delivered, retry or dead.
 * @return string
 */
function gdm_concrete_leads_outcome_label( $outcome ) {
	$labels = array(
		'delivered' => __( 'Delivered', 'gdm-concrete-content' ),
		'retry'     => __( 'Failed; tried again later', 'gdm-concrete-content' ),
		'dead'      => __( 'Failed; no more tries', 'gdm-concrete-content' ),
	);
	return $labels[ $outcome ] ?? __( 'Unknown', 'gdm-concrete-content' );
}
