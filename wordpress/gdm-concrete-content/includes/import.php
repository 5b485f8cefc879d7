<?php
/**
 * The import (issue 39 §1): every built-in service, town, album, FAQ question, process step,
 * testimonial and page text the site shows, created in WordPress as real records
 * (includes/import-records.php), from the site's bundle (includes/import-bundle.php). It runs:
 *
 * - from Settings → Concrete site, "Import the site's content" (administrators: includes/import-screen.php);
 * - once by itself when the site is first connected: after the first good test call, as a scheduled
 *   event, so the save does not wait for it;
 * - from WP-CLI: `wp gdm-concrete import [--dry-run]`;
 * - from the site's command line: `POST /wp-json/gdm-concrete/v1/import` with `{"dry_run":bool}`,
 *   signed as the plugin signs its calls to the site (X-Timestamp, X-Signature: sha256=<hex HMAC-SHA256
 *   of "gdm-import.v1.{timestamp}.{body}"> with the shared secret, within 5 minutes, once).
 *
 * Each answers the counts per type: created, updated, unchanged, kept (edited by her, or made by
 * hand), skipped (taken down by her) and errors.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_IMPORT_SIGNATURE_PURPOSE', 'gdm-import.v1.' );
// The same window as the site's signed calls (server/cluster/signed-call.ts SIGNATURE_MAX_AGE_SECONDS).
define( 'GDM_CONCRETE_IMPORT_SIGNATURE_MAX_AGE', 300 );
// `{"dry_run":false}` is 17 bytes.
define( 'GDM_CONCRETE_IMPORT_MAX_BODY', 1024 );
define( 'GDM_CONCRETE_LAST_IMPORT_OPTION', 'gdm_concrete_last_import' );
define( 'GDM_CONCRETE_IMPORT_SCHEDULED_OPTION', 'gdm_concrete_import_scheduled' );
define( 'GDM_CONCRETE_IMPORT_EVENT', 'gdm_concrete_import_event' );
define( 'GDM_CONCRETE_IMPORT_LOCK', 'gdm_concrete_import_running' );
// Error messages kept with a result.
define( 'GDM_CONCRETE_IMPORT_MAX_MESSAGES', 50 );

add_action( GDM_CONCRETE_IMPORT_EVENT, 'gdm_concrete_import_scheduled' );
add_action( 'rest_api_init', 'gdm_concrete_import_route' );
if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( 'WP_CLI' ) ) {
	WP_CLI::add_command( 'gdm-concrete import', 'gdm_concrete_import_cli' );
}

/**
 * The counts of one run, every type at zero.
 *
 * @return array<string, array<string, int>>
 */
function gdm_concrete_import_zero_counts() {
	$zero = array_fill_keys( array( 'created', 'updated', 'unchanged', 'kept', 'skipped', 'errors' ), 0 );
	return array_fill_keys( array_keys( gdm_concrete_bundle_types() ), $zero );
}

/**
 * Runs the import: fetches the bundle and brings in every record. One at a time on a site.
 *
 * @param bool   $dry_run Count what it would do, and write nothing.
 * @param string $trigger What ran it: screen, connected, cli or site.
 * @return array{ok: bool, message: string, time: int, dry_run: bool, trigger: string, seconds: float, counts: array<string, array<string, int>>, errors: string[]}
 */
function gdm_concrete_import_run( $dry_run, $trigger ) {
	return gdm_concrete_import_bundle( null, $dry_run, $trigger );
}

/**
 * Brings in the records of a bundle already read (gdm_concrete_bundle_read), or of the site's, fetched
 * now (null).
 *
 * @param array{records: array<int, array<string, mixed>>, errors: array<int, array<string, string>>}|null $bundle  The bundle, or null.
 * @param bool                                                                                                $dry_run Count what it would do, and write nothing.
 * @param string                                                                                              $trigger What ran it.
 * @return array{ok: bool, message: string, time: int, dry_run: bool, trigger: string, seconds: float, counts: array<string, array<string, int>>, errors: string[]}
 */
function gdm_concrete_import_bundle( $bundle, $dry_run, $trigger ) {
	global $gdm_concrete_importing;
	$started = microtime( true );
	$result  = array(
		'ok'      => false,
		'message' => '',
		'time'    => time(),
		'dry_run' => (bool) $dry_run,
		'trigger' => (string) $trigger,
		'seconds' => 0.0,
		'counts'  => gdm_concrete_import_zero_counts(),
		'errors'  => array(),
	);
	if ( ! $dry_run && get_transient( GDM_CONCRETE_IMPORT_LOCK ) ) {
		$result['message'] = __( 'An import is already running. Try again in a few minutes.', 'gdm-concrete-content' );
		return $result;
	}
	$bundle = null === $bundle ? gdm_concrete_bundle_fetch() : $bundle;
	if ( is_wp_error( $bundle ) ) {
		/* translators: %s: why the site's content could not be read */
		$result['message'] = sprintf( __( 'Nothing was imported: %s', 'gdm-concrete-content' ), $bundle->get_error_message() );
		$result['seconds'] = round( microtime( true ) - $started, 1 );
		return $result;
	}
	if ( ! $dry_run ) {
		set_transient( GDM_CONCRETE_IMPORT_LOCK, 1, 15 * MINUTE_IN_SECONDS );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 600 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged -- the pictures take a while the first time
		}
	}
	foreach ( $bundle['errors'] as $error ) {
		if ( '' !== $error['type'] ) {
			++$result['counts'][ $error['type'] ]['errors'];
		}
		$result['errors'][] = $error['message'];
	}
	$was                    = $gdm_concrete_importing;
	$gdm_concrete_importing = true;
	try {
		foreach ( $bundle['records'] as $record ) {
			list( $outcome, $why ) = gdm_concrete_import_record( $record, (bool) $dry_run );
			++$result['counts'][ $record['type'] ][ $outcome ];
			if ( '' !== $why ) {
				/* translators: 1: post type, 2: slug, 3: what went wrong */
				$result['errors'][] = sprintf( __( '%1$s "%2$s": %3$s', 'gdm-concrete-content' ), gdm_concrete_bundle_types()[ $record['type'] ][0], $record['slug'], $why );
			}
		}
	} finally {
		$gdm_concrete_importing = $was;
		if ( ! $dry_run ) {
			delete_transient( GDM_CONCRETE_IMPORT_LOCK );
		}
	}
	$result['errors']  = array_slice( $result['errors'], 0, GDM_CONCRETE_IMPORT_MAX_MESSAGES );
	$result['ok']      = true;
	$result['message'] = gdm_concrete_import_summary( $result['counts'], (bool) $dry_run );
	$result['seconds'] = round( microtime( true ) - $started, 1 );
	if ( ! $dry_run ) {
		update_option( GDM_CONCRETE_LAST_IMPORT_OPTION, $result, false );
	}
	return $result;
}

/**
 * One sentence of a run's totals: "Created 8, updated 0, kept 1 you edited, skipped 1 you took down, 0 errors."
 *
 * @param array<string, array<string, int>> $counts  Counts per type.
 * @param bool                              $dry_run Whether it was a dry run.
 * @return string
 */
function gdm_concrete_import_summary( $counts, $dry_run ) {
	$total = array_fill_keys( array( 'created', 'updated', 'unchanged', 'kept', 'skipped', 'errors' ), 0 );
	foreach ( $counts as $type_counts ) {
		foreach ( $type_counts as $outcome => $count ) {
			$total[ $outcome ] += $count;
		}
	}
	return sprintf(
		$dry_run
			/* translators: 1-6: numbers of records */
			? __( 'Dry run, nothing written: would create %1$d, update %2$d, leave %3$d as they are, keep %4$d you edited or made, skip %5$d you took down; %6$d errors.', 'gdm-concrete-content' )
			/* translators: 1-6: numbers of records */
			: __( 'Created %1$d, updated %2$d, left %3$d as they were, kept %4$d you edited or made, skipped %5$d you took down; %6$d errors.', 'gdm-concrete-content' ),
		$total['created'],
		$total['updated'],
		$total['unchanged'],
		$total['kept'],
		$total['skipped'],
		$total['errors']
	);
}

/**
 * After the settings screen's test call: the first good one, with the site's address and the secret
 * set, schedules the import to run once, by itself, after the page has answered.
 *
 * @param array{ok: bool} $result The test call's result (gdm_concrete_send).
 */
function gdm_concrete_import_after_test_call( $result ) {
	$connection = gdm_concrete_connection();
	if ( empty( $result['ok'] ) || '' === $connection['url'] || '' === $connection['secret'] || get_option( GDM_CONCRETE_IMPORT_SCHEDULED_OPTION ) ) {
		return;
	}
	update_option( GDM_CONCRETE_IMPORT_SCHEDULED_OPTION, time(), false );
	wp_schedule_single_event( time(), GDM_CONCRETE_IMPORT_EVENT );
}

/**
 * The scheduled import (the site first connected).
 */
function gdm_concrete_import_scheduled() {
	$result = gdm_concrete_import_run( false, 'connected' );
	if ( ! $result['ok'] ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's only trace of a failed run.
		error_log( 'gdm-concrete-content: the import failed: ' . $result['message'] );
		update_option( GDM_CONCRETE_LAST_IMPORT_OPTION, $result, false );
	}
}

/**
 * `wp gdm-concrete import [--dry-run]`: imports the site's content and prints the counts per type.
 *
 * @param string[]             $args       Positional arguments (none).
 * @param array<string, mixed> $assoc_args --dry-run.
 */
function gdm_concrete_import_cli( $args, $assoc_args ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI's signature
	$dry_run = ! empty( $assoc_args['dry-run'] );
	$result  = gdm_concrete_import_run( $dry_run, 'cli' );
	if ( ! $result['ok'] ) {
		WP_CLI::error( $result['message'] );
	}
	$rows = array();
	foreach ( $result['counts'] as $type => $counts ) {
		$rows[] = array_merge( array( 'type' => $type ), $counts );
	}
	WP_CLI\Utils\format_items( 'table', $rows, array( 'type', 'created', 'updated', 'unchanged', 'kept', 'skipped', 'errors' ) );
	foreach ( $result['errors'] as $error ) {
		WP_CLI::warning( $error );
	}
	WP_CLI::success( $result['message'] . ' (' . $result['seconds'] . ' s)' );
}

/**
 * POST /wp-json/gdm-concrete/v1/import, for the site's command line.
 */
function gdm_concrete_import_route() {
	register_rest_route(
		'gdm-concrete/v1',
		'/import',
		array(
			'methods'             => 'POST',
			'callback'            => 'gdm_concrete_import_rest',
			'permission_callback' => 'gdm_concrete_import_rest_permission',
		)
	);
}

/**
 * Why a signed call is refused, or '' when its signature is good: X-Timestamp within
 * GDM_CONCRETE_IMPORT_SIGNATURE_MAX_AGE of this clock, X-Signature the HMAC of the import's purpose,
 * the timestamp, "." and the body, never seen before.
 *
 * @param string $timestamp X-Timestamp.
 * @param string $signature X-Signature.
 * @param string $body      The raw body.
 * @param string $secret    The shared secret.
 * @param int    $now       This clock, Unix seconds.
 * @return string
 */
function gdm_concrete_import_signature_problem( $timestamp, $signature, $body, $secret, $now ) {
	$timestamp = trim( $timestamp );
	$signature = strtolower( trim( $signature ) );
	if ( '' === $timestamp || '' === $signature ) {
		return 'missing signature';
	}
	if ( ! preg_match( '/^\d{1,12}$/', $timestamp ) ) {
		return 'malformed timestamp';
	}
	if ( abs( $now - (int) $timestamp ) > GDM_CONCRETE_IMPORT_SIGNATURE_MAX_AGE ) {
		return 'timestamp too old';
	}
	$expected = 'sha256=' . hash_hmac( 'sha256', GDM_CONCRETE_IMPORT_SIGNATURE_PURPOSE . $timestamp . '.' . $body, $secret );
	if ( '' === $secret || ! hash_equals( $expected, $signature ) ) {
		return 'bad signature';
	}
	$seen = 'gdm_concrete_import_seen_' . md5( $expected );
	if ( get_transient( $seen ) ) {
		return 'replayed';
	}
	set_transient( $seen, 1, 2 * GDM_CONCRETE_IMPORT_SIGNATURE_MAX_AGE );
	return '';
}

/**
 * The route's guard: a body over GDM_CONCRETE_IMPORT_MAX_BODY is refused (413) before its signature
 * is read; a missing, wrong, stale or replayed signature is 401.
 *
 * @param WP_REST_Request $request Request.
 * @return true|WP_Error
 */
function gdm_concrete_import_rest_permission( $request ) {
	$body = (string) $request->get_body();
	if ( strlen( $body ) > GDM_CONCRETE_IMPORT_MAX_BODY ) {
		return new WP_Error( 'gdm_too_large', __( 'The body is too large.', 'gdm-concrete-content' ), array( 'status' => 413 ) );
	}
	$secret = gdm_concrete_connection()['secret'];
	if ( '' === $secret ) {
		return new WP_Error( 'gdm_not_configured', __( 'No shared secret is set on this WordPress.', 'gdm-concrete-content' ), array( 'status' => 404 ) );
	}
	$problem = gdm_concrete_import_signature_problem( (string) $request->get_header( 'X-Timestamp' ), (string) $request->get_header( 'X-Signature' ), $body, $secret, time() );
	if ( '' !== $problem ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a refused call's only trace
		error_log( 'gdm-concrete-content: an import call was refused: ' . $problem );
		return new WP_Error( 'gdm_signature', __( 'Invalid signature', 'gdm-concrete-content' ), array( 'status' => 401 ) );
	}
	return true;
}

/**
 * Runs the import for the site's command line and answers its counts.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function gdm_concrete_import_rest( $request ) {
	$body = trim( (string) $request->get_body() );
	$data = '' === $body ? array() : json_decode( $body, true, 4 );
	if ( ! is_array( $data ) || ( $data && array_values( $data ) === $data ) || array_diff( array_keys( $data ), array( 'dry_run' ) )
		|| ( isset( $data['dry_run'] ) && ! is_bool( $data['dry_run'] ) ) ) {
		return new WP_Error( 'gdm_body', __( 'The body must be {"dry_run": true or false}.', 'gdm-concrete-content' ), array( 'status' => 400 ) );
	}
	$result = gdm_concrete_import_run( ! empty( $data['dry_run'] ), 'site' );
	if ( ! $result['ok'] ) {
		return new WP_Error( 'gdm_import_failed', $result['message'], array( 'status' => get_transient( GDM_CONCRETE_IMPORT_LOCK ) ? 409 : 502 ) );
	}
	return new WP_REST_Response( $result, 200 );
}
