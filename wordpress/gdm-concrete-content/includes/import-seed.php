<?php
/**
 * Without the import, nothing is lost by a partial edit: a record made by hand whose type and slug are
 * those of a built-in record of the site (a service titled "Patios") starts from the built-in one. On
 * its first save, each field she left empty is filled from the site's record (its text, excerpt, order
 * and featured image too), and a rows field she filled gets the built-in rows first, then hers (one
 * question added to a hand-made Patios: the site's 8, then hers). A row of hers that is one of the
 * built-in rows is not doubled. It happens once (`_gdm_concrete_seeded`): what she empties afterwards
 * stays empty. A second record of the slug, while the first (imported or made by hand) is there, is
 * not filled: the site's record is in WordPress already. The site's records come from its bundle
 * (includes/import-bundle.php), cached; while the site cannot be reached nothing is filled and the next
 * save tries again.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_SEEDED_META', '_gdm_concrete_seeded' );

// After the edit screen's fields are saved (includes/meta-boxes.php, priority 10).
add_action( 'save_post', 'gdm_concrete_seed_on_save', 20, 2 );
add_action( 'init', 'gdm_concrete_seed_rest_hooks', 20 );

/**
 * The REST API saves a record's fields after `save_post`: for it, the record is seeded once they are.
 */
function gdm_concrete_seed_rest_hooks() {
	foreach ( array_keys( gdm_concrete_bundle_types() ) as $type ) {
		add_action( 'rest_after_insert_' . $type, 'gdm_concrete_seed_after_rest', 10, 1 );
	}
}

/**
 * `rest_after_insert_{type}`.
 *
 * @param WP_Post $post Post.
 */
function gdm_concrete_seed_after_rest( $post ) {
	gdm_concrete_seed_maybe( $post );
}

/**
 * `save_post`: a save from a screen (the REST API's are seeded by gdm_concrete_seed_after_rest).
 *
 * @param int     $post_id Post ID.
 * @param WP_Post $post    Post.
 */
function gdm_concrete_seed_on_save( $post_id, $post ) {
	if ( ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	gdm_concrete_seed_maybe( $post );
}

/**
 * Seeds a record made by hand on its first save, when the site has a built-in record of its type and
 * slug (a draft's slug is its title's until it is published).
 *
 * @param WP_Post $post Post.
 */
function gdm_concrete_seed_maybe( $post ) {
	global $gdm_concrete_importing;
	if ( ! $post instanceof WP_Post || $gdm_concrete_importing || ! isset( gdm_concrete_bundle_types()[ $post->post_type ] )
		|| ! in_array( $post->post_status, gdm_concrete_import_statuses(), true )
		|| '' !== (string) get_post_meta( $post->ID, GDM_CONCRETE_IMPORT_KEY_META, true )
		|| '' !== (string) get_post_meta( $post->ID, GDM_CONCRETE_SEEDED_META, true )
		|| '' === gdm_concrete_connection()['url'] ) {
		return;
	}
	$slug = '' !== (string) $post->post_name ? (string) $post->post_name : sanitize_title( $post->post_title );
	if ( '' === $slug ) {
		return;
	}
	// The site's record is in WordPress already (imported, or made before): this one is another.
	$owner = gdm_concrete_import_find( $post->post_type, $slug );
	if ( $owner && $owner->ID !== $post->ID && 'trash' !== $owner->post_status ) {
		update_post_meta( $post->ID, GDM_CONCRETE_SEEDED_META, 'none' );
		return;
	}
	$bundle = gdm_concrete_bundle_cached();
	if ( is_wp_error( $bundle ) ) {
		return;
	}
	foreach ( $bundle['records'] as $record ) {
		if ( $record['type'] === $post->post_type && $record['slug'] === $slug ) {
			$seeded = gdm_concrete_seed_post( $post, $record );
			if ( is_wp_error( $seeded ) ) {
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's only trace
				error_log( 'gdm-concrete-content: a record could not be filled from the site: ' . $seeded->get_error_message() );
			}
			return;
		}
	}
	// Not one of the site's records: nothing to fill, now or later.
	update_post_meta( $post->ID, GDM_CONCRETE_SEEDED_META, 'none' );
}

/**
 * A built-in rows field's rows, then those of hers that are not one of them.
 *
 * @param array<string, mixed>              $field    Field definition.
 * @param array<int, array<string, string>> $built_in The site's rows, cleaned.
 * @param array<int, array<string, string>> $hers     Her rows, as stored.
 * @return array<int, array<string, string>>
 */
function gdm_concrete_seed_rows( $field, $built_in, $hers ) {
	$rows = $built_in;
	$seen = array();
	foreach ( $built_in as $row ) {
		$seen[ (string) wp_json_encode( $row ) ] = true;
	}
	foreach ( gdm_concrete_clean_rows( $field, $hers ) as $row ) {
		if ( ! isset( $seen[ (string) wp_json_encode( $row ) ] ) ) {
			$rows[] = $row;
		}
	}
	return $rows;
}

/**
 * Fills a record made by hand from the site's record and marks it seeded: each empty field, the
 * built-in rows before hers, its empty text, excerpt, order (0) and featured image. Nothing she wrote
 * is changed or removed. A picture that cannot be brought in leaves the record unmarked, for a later save.
 *
 * @param WP_Post              $post   Post.
 * @param array<string, mixed> $record The bundle's record of its type and slug (checked).
 * @return true|WP_Error
 */
function gdm_concrete_seed_post( $post, $record ) {
	global $gdm_concrete_importing;
	if ( '' !== (string) get_post_meta( $post->ID, GDM_CONCRETE_SEEDED_META, true ) ) {
		return true;
	}
	$fields = gdm_concrete_fields()[ $post->post_type ] ?? array();
	$errors = array();
	$inputs = array();
	foreach ( $fields as $name => $field ) {
		if ( ! array_key_exists( $name, $record['fields'] ) ) {
			continue;
		}
		$stored = (string) get_post_meta( $post->ID, gdm_concrete_meta_key( $name ), true );
		if ( '' !== $stored && 'rows' !== $field['kind'] ) {
			continue;
		}
		$value = gdm_concrete_import_input( $field, $record['fields'][ $name ], false, $errors );
		if ( 'rows' === $field['kind'] && '' !== $stored && is_array( $value ) ) {
			$value = gdm_concrete_seed_rows( $field, gdm_concrete_clean_rows( $field, $value ), gdm_concrete_rows( $stored, $field ) );
		}
		$inputs[ $name ] = $value;
	}
	$thumbnail = 0;
	if ( null !== $record['featured_image'] && ! has_post_thumbnail( $post ) ) {
		$thumbnail = gdm_concrete_import_input( array( 'kind' => 'image' ), $record['featured_image'], false, $errors );
	}
	if ( $errors ) {
		return new WP_Error( 'gdm_images', implode( ' ', $errors ) );
	}
	$was                    = $gdm_concrete_importing;
	$gdm_concrete_importing = true;
	try {
		// Marked first: the saves below run the save hooks again.
		update_post_meta( $post->ID, GDM_CONCRETE_SEEDED_META, (string) time() );
		$data = array();
		if ( '' === trim( (string) $post->post_content ) && '' !== $record['content'] ) {
			$data['post_content'] = $record['content'];
		}
		if ( '' === trim( (string) $post->post_excerpt ) && '' !== $record['excerpt'] ) {
			$data['post_excerpt'] = $record['excerpt'];
		}
		if ( 0 === (int) $post->menu_order && $record['menu_order'] > 0 ) {
			$data['menu_order'] = $record['menu_order'];
		}
		if ( $data ) {
			$data['ID'] = $post->ID;
			wp_update_post( wp_slash( $data ) );
		}
		gdm_concrete_save_fields( $post->ID, $fields, $inputs );
		if ( $thumbnail ) {
			set_post_thumbnail( $post->ID, (int) $thumbnail );
		}
	} finally {
		$gdm_concrete_importing = $was;
	}
	return true;
}
