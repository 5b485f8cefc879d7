<?php
/**
 * The import on Settings → Concrete site: what it will do, in plain words and with the site's own
 * numbers (from its bundle, cached), the button that runs it (administrators only), and what the last
 * run did, per type.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_post_gdm_concrete_import', 'gdm_concrete_import_screen_run' );

/**
 * "8 services, 10 towns and 3 gallery albums": how many records of each type a bundle holds.
 *
 * @param array<int, array<string, mixed>> $records The bundle's records.
 * @return string
 */
function gdm_concrete_import_what( $records ) {
	$counts = array_fill_keys( array_keys( gdm_concrete_bundle_types() ), 0 );
	foreach ( $records as $record ) {
		++$counts[ $record['type'] ];
	}
	$parts = array();
	foreach ( gdm_concrete_bundle_types() as $type => $names ) {
		if ( $counts[ $type ] > 0 ) {
			$parts[] = $counts[ $type ] . ' ' . ( 1 === $counts[ $type ] ? $names[0] : $names[1] );
		}
	}
	if ( count( $parts ) < 2 ) {
		return implode( '', $parts );
	}
	$last = array_pop( $parts );
	/* translators: 1: a list ("8 services, 10 towns"), 2: its last item ("3 gallery albums") */
	return sprintf( __( '%1$s and %2$s', 'gdm-concrete-content' ), implode( ', ', $parts ), $last );
}

/**
 * The section, drawn on Settings → Concrete site above its form (a form of its own).
 */
function gdm_concrete_import_section() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return;
	}
	echo '<div id="gdm-import" class="gdm-import">';
	echo '<h2>' . esc_html__( 'The site\'s content in WordPress', 'gdm-concrete-content' ) . '</h2>';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which notice to show.
	if ( isset( $_GET['gdm-imported'] ) ) {
		$last = get_option( GDM_CONCRETE_LAST_IMPORT_OPTION );
		if ( is_array( $last ) ) {
			printf(
				'<div class="notice %1$s"><p>%2$s</p></div>',
				$last['ok'] ? 'notice-success' : 'notice-error',
				esc_html( $last['message'] )
			);
		}
	}
	$connected = '' !== gdm_concrete_connection()['url'];
	$bundle    = $connected ? gdm_concrete_bundle_cached() : null;
	if ( ! $connected ) {
		echo '<p>' . esc_html__( 'Set the website\'s address below and save: then its services, towns, albums, questions, steps, testimonials and page texts can be brought into WordPress.', 'gdm-concrete-content' ) . '</p>';
	} elseif ( is_wp_error( $bundle ) ) {
		/* translators: %s: why the site's content could not be read */
		echo '<p>' . esc_html( sprintf( __( 'The website\'s content could not be read just now: %s The button tries again.', 'gdm-concrete-content' ), $bundle->get_error_message() ) ) . '</p>';
	} else {
		echo '<p id="gdm-import-what">' . esc_html(
			sprintf(
				/* translators: %s: what the site has ("8 services, 10 towns and 3 gallery albums") */
				__( 'The import fetches what the website shows from its built-in content: %s. It creates in WordPress each one that is missing, published, with all its fields and rows, and its photos in the Media Library. It never overwrites a record you have edited or made yourself (one you made gets only its empty fields filled), and it does not bring back one you trashed. Running it again creates nothing twice.', 'gdm-concrete-content' ),
				gdm_concrete_import_what( $bundle['records'] )
			)
		) . '</p>';
	}
	if ( $connected ) {
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="gdm_concrete_import">';
		wp_nonce_field( 'gdm_concrete_import' );
		submit_button( __( 'Import the site\'s content', 'gdm-concrete-content' ), 'secondary', 'gdm-import-run', false );
		echo '</form>';
	}
	gdm_concrete_import_last();
	echo '</div>';
}

/**
 * What the last run did: when, what ran it, its sentence, a table of counts per type, its errors.
 */
function gdm_concrete_import_last() {
	$last = get_option( GDM_CONCRETE_LAST_IMPORT_OPTION );
	if ( ! is_array( $last ) || ! isset( $last['counts'], $last['time'], $last['message'] ) ) {
		return;
	}
	$triggers = array(
		'screen'    => __( 'from this screen', 'gdm-concrete-content' ),
		'connected' => __( 'by itself, when the website was connected', 'gdm-concrete-content' ),
		'cli'       => __( 'from WP-CLI', 'gdm-concrete-content' ),
		'site'      => __( 'from the website\'s command line', 'gdm-concrete-content' ),
	);
	echo '<p id="gdm-import-last">' . esc_html(
		sprintf(
			/* translators: 1: date and time, 2: what ran it, 3: what it did */
			__( 'Last import: %1$s, %2$s. %3$s', 'gdm-concrete-content' ),
			wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $last['time'] ),
			$triggers[ $last['trigger'] ?? '' ] ?? '',
			$last['message']
		)
	) . '</p>';
	if ( ! $last['ok'] ) {
		return;
	}
	$columns = array(
		'created'   => __( 'Created', 'gdm-concrete-content' ),
		'updated'   => __( 'Updated', 'gdm-concrete-content' ),
		'unchanged' => __( 'Already as on the site', 'gdm-concrete-content' ),
		'kept'      => __( 'Kept as you edited or made it', 'gdm-concrete-content' ),
		'skipped'   => __( 'Not brought back (you took it down)', 'gdm-concrete-content' ),
		'errors'    => __( 'Errors', 'gdm-concrete-content' ),
	);
	echo '<table class="widefat striped gdm-import-counts" style="max-width:60em"><thead><tr><th scope="col">' . esc_html__( 'Records', 'gdm-concrete-content' ) . '</th>';
	foreach ( $columns as $label ) {
		echo '<th scope="col">' . esc_html( $label ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( gdm_concrete_bundle_types() as $type => $names ) {
		$counts = $last['counts'][ $type ] ?? array();
		echo '<tr data-type="' . esc_attr( $type ) . '"><th scope="row">' . esc_html( ucfirst( $names[1] ) ) . '</th>';
		foreach ( array_keys( $columns ) as $outcome ) {
			echo '<td data-outcome="' . esc_attr( $outcome ) . '">' . (int) ( $counts[ $outcome ] ?? 0 ) . '</td>';
		}
		echo '</tr>';
	}
	echo '</tbody></table>';
	if ( ! empty( $last['errors'] ) ) {
		echo '<ul class="gdm-import-errors">';
		foreach ( (array) $last['errors'] as $error ) {
			echo '<li>' . esc_html( (string) $error ) . '</li>';
		}
		echo '</ul>';
	}
}

/**
 * The button: administrators only, with the section's nonce. Back to the screen, which says what it did.
 */
function gdm_concrete_import_screen_run() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		wp_die( esc_html__( 'You may not import the site\'s content.', 'gdm-concrete-content' ), 403 );
	}
	check_admin_referer( 'gdm_concrete_import' );
	$result = gdm_concrete_import_run( false, 'screen' );
	if ( ! $result['ok'] ) {
		update_option( GDM_CONCRETE_LAST_IMPORT_OPTION, $result, false );
	}
	wp_safe_redirect( add_query_arg( 'gdm-imported', '1', admin_url( 'options-general.php?page=gdm-concrete-site' ) ) . '#gdm-import' );
	exit;
}
