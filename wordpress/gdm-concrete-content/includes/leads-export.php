<?php
/**
 * The Leads screen's CSV export: the current search and filter, as the website makes it.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_post_gdm_leads_export', 'gdm_concrete_leads_export' );

/**
 * The CSV of the current search and filter, as the website makes it (`npm run leads -- export --csv`).
 *
 * Written to a temporary file as it arrives and sent on from there, so a large export never sits whole
 * in PHP's memory. The file holds every lead's name, e-mail and phone: it is readable by this server's
 * user only (0600), named `gdm-leads-…` in WordPress's temporary folder, and removed however the request
 * ends: sent, refused by the website, the browser gone halfway through the download, or a fatal error.
 */
function gdm_concrete_leads_export() {
	gdm_concrete_leads_require_capability();
	check_admin_referer( 'gdm_leads_export' );
	$request = gdm_concrete_leads_request();
	$file    = gdm_concrete_leads_temp_file();
	if ( '' === $file ) {
		gdm_concrete_leads_export_failed( $request );
	}
	// exit (after a redirect or the download) skips `finally`, and a browser that goes away stops the
	// script at its next output: a shutdown function runs in every one of those cases.
	register_shutdown_function( 'gdm_concrete_leads_delete_temp_file', $file );
	$sent = false;
	try {
		$answer = gdm_concrete_leads_call(
			'GET',
			'/export.csv',
			array(
				'q'      => $request['q'],
				'status' => $request['status'],
			),
			GDM_CONCRETE_LEADS_MAX_CSV,
			$file
		);
		$sent = $answer['ok'] && 0 === strpos( $answer['headers']['content-type'], 'text/csv' );
		if ( $sent ) {
			// A download cut short by the browser still reaches the line that removes the file.
			ignore_user_abort( true );
			// The website names the file by its day; anything else it might say is not used as a file name.
			$filename = preg_match( '/filename="(leads-\d{4}-\d{2}-\d{2}\.csv)"/', $answer['headers']['content-disposition'], $match ) ? $match[1] : 'leads.csv';
			nocache_headers();
			header( 'Content-Type: text/csv; charset=utf-8' );
			header( 'Content-Disposition: attachment; filename="' . $filename . '"' );
			header( 'Content-Length: ' . (string) filesize( $file ) );
			header( 'X-Content-Type-Options: nosniff' );
			readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile -- a download sent as it is.
		}
	} finally {
		gdm_concrete_leads_delete_temp_file( $file );
	}
	if ( ! $sent ) {
		gdm_concrete_leads_export_failed( $request );
	}
	exit;
}

/**
 * Back to the list, saying the CSV could not be made.
 *
 * @param array{q: string, status: string, paged: int} $request This request.
 */
function gdm_concrete_leads_export_failed( $request ) {
	wp_safe_redirect(
		gdm_concrete_leads_url(
			array(
				'status'   => $request['status'],
				's'        => $request['q'],
				'gdm_done' => 'export-error',
			)
		)
	);
	exit;
}

/**
 * A new, empty temporary file for the CSV, `gdm-leads-…` in WordPress's temporary folder, readable and
 * writable by this server's user only; '' when none could be made.
 *
 * @return string
 */
function gdm_concrete_leads_temp_file() {
	// tempnam() makes the file 0600 itself (mkstemp); the chmod says so and holds where it would not.
	$file = tempnam( get_temp_dir(), 'gdm-leads-' );
	if ( false === $file ) {
		return '';
	}
	if ( ! chmod( $file, 0600 ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- a private file of this request, not WP_Filesystem's.
		wp_delete_file( $file );
		return '';
	}
	return $file;
}

/**
 * Removes the CSV's temporary file, when it is still there.
 *
 * @param string $file Path.
 */
function gdm_concrete_leads_delete_temp_file( $file ) {
	if ( '' !== $file && file_exists( $file ) ) {
		wp_delete_file( $file );
	}
}
