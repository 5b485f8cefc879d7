<?php
/**
 * One record of the site's bundle in WordPress: created as the edit screen would save it, and
 * remembered, so a second import creates nothing twice and never overwrites what the office manager
 * changed (docs/decisions/039-import-built-in-content.md):
 *
 * - `_gdm_concrete_import_key` ("service:patios") marks a record the import created;
 * - `_gdm_concrete_import_hash` is a hash of the record as the import left it (title, text, excerpt,
 *   order, slug, status, date, featured image, every field; a testimonial's categories). A record
 *   that no longer matches it was edited, and is kept as it is;
 * - `_gdm_concrete_import_bundle` is a hash of the bundle's record it was written from: a record left
 *   as the import wrote it is updated when the site's record changed.
 *
 * A record made by hand with the type and slug of a built-in one is never overwritten: its empty
 * fields are filled and the built-in rows put before hers, once (includes/import-seed.php). A record
 * the import created and that is gone (trashed, deleted, or listed as taken off the site) is not made again.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_IMPORT_KEY_META', '_gdm_concrete_import_key' );
define( 'GDM_CONCRETE_IMPORT_HASH_META', '_gdm_concrete_import_hash' );
define( 'GDM_CONCRETE_IMPORT_BUNDLE_META', '_gdm_concrete_import_bundle' );
// Every record the import ever created, "type:slug" => when: one deleted for good is not made again.
define( 'GDM_CONCRETE_IMPORTED_OPTION', 'gdm_concrete_imported' );
define( 'GDM_CONCRETE_IMPORTED_MAX', 5000 );

/**
 * The statuses a record the office manager has may be in.
 *
 * @return string[]
 */
function gdm_concrete_import_statuses() {
	return array( 'publish', 'future', 'draft', 'pending', 'private' );
}

/**
 * The WordPress record for a record of the bundle: the one the import created (under any slug or
 * status), else one with its slug, else a trashed one that had it. Null when there is none.
 *
 * @param string $type Post type.
 * @param string $slug Slug.
 * @return WP_Post|null
 */
function gdm_concrete_import_find( $type, $slug ) {
	$base    = array(
		'post_type'        => $type,
		'posts_per_page'   => 1,
		'no_found_rows'    => true,
		'suppress_filters' => true,
		'orderby'          => 'ID',
		'order'            => 'ASC',
	);
	$queries = array(
		array(
			'post_status' => array_merge( gdm_concrete_import_statuses(), array( 'trash' ) ),
			'meta_key'    => GDM_CONCRETE_IMPORT_KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- once per record of an import
			'meta_value'  => $type . ':' . $slug, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- once per record of an import
		),
		array(
			'post_status' => gdm_concrete_import_statuses(),
			'name'        => $slug,
		),
		array(
			'post_status' => 'trash',
			'meta_key'    => '_wp_desired_post_slug', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- once per record of an import
			'meta_value'  => $slug, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- once per record of an import
		),
	);
	foreach ( $queries as $query ) {
		$found = get_posts( array_merge( $base, $query ) );
		if ( $found ) {
			return $found[0];
		}
	}
	return null;
}

/**
 * Whether a record with no WordPress record now is one the office manager took away: the import
 * created it and it was deleted since, or the site lists its slug as taken off (includes/removed.php).
 *
 * @param string $type Post type.
 * @param string $slug Slug.
 * @return bool
 */
function gdm_concrete_import_is_gone( $type, $slug ) {
	$imported = get_option( GDM_CONCRETE_IMPORTED_OPTION, array() );
	if ( is_array( $imported ) && isset( $imported[ $type . ':' . $slug ] ) ) {
		return true;
	}
	return isset( gdm_concrete_removed_answer()[ $type ] ) && in_array( $slug, gdm_concrete_removed_answer()[ $type ], true );
}

/**
 * A hash of a record as it is now: what the office manager can change of it on her screens.
 *
 * @param WP_Post $post Post.
 * @return string
 */
function gdm_concrete_import_state_hash( $post ) {
	$fields = array();
	foreach ( array_keys( gdm_concrete_fields()[ $post->post_type ] ?? array() ) as $name ) {
		$fields[ $name ] = (string) get_post_meta( $post->ID, gdm_concrete_meta_key( $name ), true );
	}
	$state = array(
		'title'     => trim( (string) $post->post_title ),
		'content'   => gdm_concrete_import_same_text( (string) $post->post_content ),
		'excerpt'   => gdm_concrete_import_same_text( (string) $post->post_excerpt ),
		'order'     => (int) $post->menu_order,
		'slug'      => (string) $post->post_name,
		'status'    => (string) $post->post_status,
		'password'  => (string) $post->post_password,
		'date'      => (string) $post->post_date_gmt,
		'thumbnail' => (int) get_post_meta( $post->ID, '_thumbnail_id', true ),
		'fields'    => $fields,
	);
	if ( 'post' === $post->post_type ) {
		$state['categories'] = wp_get_post_categories( $post->ID );
	}
	return hash( 'sha256', (string) wp_json_encode( $state ) );
}

/**
 * A text as the hash reads it: the editor's saves of the same words compare equal (its visual mode
 * takes the paragraphs' <p> out, which WordPress puts back when it shows the text; line breaks arrive
 * as CR LF).
 *
 * @param string $text Text or HTML.
 * @return string
 */
function gdm_concrete_import_same_text( $text ) {
	return trim( (string) preg_replace( '/\s+/', ' ', wpautop( str_replace( array( "\r\n", "\r" ), "\n", $text ) ) ) );
}

/**
 * A hash of a record of the bundle.
 *
 * @param array<string, mixed> $record Record (checked).
 * @return string
 */
function gdm_concrete_import_bundle_hash( $record ) {
	return hash( 'sha256', (string) wp_json_encode( $record ) );
}

/**
 * A field of the bundle as the edit screen sends it: text as typed, a picture by its Media Library ID
 * (downloaded), rows as a list of cells. Null when a picture could not be brought in.
 *
 * @param array<string, mixed> $field   Field definition.
 * @param mixed                $value   The bundle's value (checked).
 * @param bool                 $dry_run Whether nothing is written.
 * @param string[]             $errors  Why a picture could not be brought in, added to.
 * @return mixed
 */
function gdm_concrete_import_input( $field, $value, $dry_run, &$errors ) {
	$picture = static function ( $image ) use ( $dry_run, &$errors ) {
		$id = gdm_concrete_import_image( $image, 0, $dry_run );
		if ( is_wp_error( $id ) ) {
			$errors[] = $id->get_error_message();
			return null;
		}
		return (string) $id;
	};
	if ( 'image' === $field['kind'] ) {
		return $picture( $value );
	}
	if ( 'rows' !== $field['kind'] ) {
		return is_string( $value ) ? $value : (string) $value;
	}
	$rows = array();
	foreach ( $value as $row ) {
		foreach ( $field['columns'] as $column ) {
			if ( 'image' === $column['input'] && isset( $row[ $column['name'] ] ) ) {
				$row[ $column['name'] ] = $picture( $row[ $column['name'] ] );
			}
		}
		$rows[] = $row;
	}
	return $rows;
}

/**
 * Every field of a record's type as the edit screen sends them (a field the bundle leaves out is
 * empty), or the pictures that could not be brought in.
 *
 * @param array<string, mixed> $record  Record (checked).
 * @param bool                 $dry_run Whether nothing is written.
 * @return array<string, mixed>|WP_Error
 */
function gdm_concrete_import_inputs( $record, $dry_run ) {
	$errors = array();
	$inputs = array();
	foreach ( gdm_concrete_fields()[ $record['type'] ] ?? array() as $name => $field ) {
		$inputs[ $name ] = array_key_exists( $name, $record['fields'] ) ? gdm_concrete_import_input( $field, $record['fields'][ $name ], $dry_run, $errors ) : '';
	}
	$inputs['_thumbnail'] = null === $record['featured_image'] ? '' : gdm_concrete_import_input( array( 'kind' => 'image' ), $record['featured_image'], $dry_run, $errors );
	return $errors ? new WP_Error( 'gdm_images', implode( ' ', $errors ) ) : $inputs;
}

/**
 * Who a record the import creates is by: the one running it, else the first administrator.
 *
 * @return int
 */
function gdm_concrete_import_author() {
	if ( get_current_user_id() > 0 ) {
		return get_current_user_id();
	}
	$admins = get_users(
		array(
			'role'    => 'administrator',
			'number'  => 1,
			'orderby' => 'ID',
			'fields'  => 'ID',
		)
	);
	return $admins ? (int) $admins[0] : 0;
}

/**
 * Writes a record of the bundle: a new published record, or (`$post_id`) the record the import
 * wrote before, made the bundle's again. Its hashes are kept.
 *
 * @param array<string, mixed> $record  Record (checked).
 * @param int                  $post_id The record to update, or 0.
 * @return int|WP_Error The record's ID.
 */
function gdm_concrete_import_write( $record, $post_id ) {
	$inputs = gdm_concrete_import_inputs( $record, false );
	if ( is_wp_error( $inputs ) ) {
		return $inputs;
	}
	$data = array(
		'post_type'    => $record['type'],
		'post_name'    => $record['slug'],
		'post_title'   => $record['title'],
		'post_content' => $record['content'],
		'post_excerpt' => $record['excerpt'],
		'menu_order'   => $record['menu_order'],
		'post_status'  => 'publish',
	);
	// A date to come would make the record scheduled, not published.
	if ( '' !== $record['date'] && strtotime( $record['date'] . ' UTC' ) <= time() ) {
		$data['post_date_gmt'] = $record['date'];
		$data['post_date']     = get_date_from_gmt( $record['date'] );
		$data['edit_date']     = true;
	}
	if ( $post_id > 0 ) {
		$data['ID'] = $post_id;
	} else {
		$data['post_author']    = gdm_concrete_import_author();
		$data['comment_status'] = 'closed';
		$data['ping_status']    = 'closed';
		if ( 'post' === $record['type'] ) {
			$data['post_category'] = array( gdm_concrete_import_testimonials_category() );
		}
	}
	$id = wp_insert_post( wp_slash( $data ), true );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$thumbnail = $inputs['_thumbnail'];
	unset( $inputs['_thumbnail'] );
	gdm_concrete_save_fields( $id, gdm_concrete_fields()[ $record['type'] ] ?? array(), $inputs );
	if ( '' === $thumbnail ) {
		delete_post_thumbnail( $id );
	} else {
		set_post_thumbnail( $id, (int) $thumbnail );
	}
	update_post_meta( $id, GDM_CONCRETE_IMPORT_KEY_META, $record['type'] . ':' . $record['slug'] );
	update_post_meta( $id, GDM_CONCRETE_IMPORT_BUNDLE_META, gdm_concrete_import_bundle_hash( $record ) );
	clean_post_cache( $id );
	update_post_meta( $id, GDM_CONCRETE_IMPORT_HASH_META, gdm_concrete_import_state_hash( get_post( $id ) ) );
	gdm_concrete_import_remember( $record['type'] . ':' . $record['slug'] );
	return (int) $id;
}

/**
 * The Testimonials category (the plugin makes it on activation), made if it was removed.
 *
 * @return int
 */
function gdm_concrete_import_testimonials_category() {
	$term = term_exists( 'testimonials', 'category' );
	if ( ! $term ) {
		$term = wp_insert_term( __( 'Testimonials', 'gdm-concrete-content' ), 'category', array( 'slug' => 'testimonials' ) );
	}
	return is_array( $term ) ? (int) $term['term_id'] : (int) $term;
}

/**
 * Adds a record to the list of those the import created.
 *
 * @param string $key "type:slug".
 */
function gdm_concrete_import_remember( $key ) {
	$imported = get_option( GDM_CONCRETE_IMPORTED_OPTION, array() );
	$imported = is_array( $imported ) ? $imported : array();
	if ( isset( $imported[ $key ] ) ) {
		return;
	}
	$imported[ $key ] = time();
	update_option( GDM_CONCRETE_IMPORTED_OPTION, array_slice( $imported, -GDM_CONCRETE_IMPORTED_MAX, null, true ), false );
}

/**
 * What the import does with one record of the bundle, and does it unless it is a dry run.
 *
 * @param array<string, mixed> $record  Record (checked).
 * @param bool                 $dry_run Whether nothing is written.
 * @return array{0: string, 1: string} The outcome (created, updated, unchanged, kept, skipped or
 *                                     errors) and, for an error, why.
 */
function gdm_concrete_import_record( $record, $dry_run ) {
	$post = gdm_concrete_import_find( $record['type'], $record['slug'] );
	if ( $post && 'trash' === $post->post_status ) {
		return array( 'skipped', '' );
	}
	if ( ! $post ) {
		if ( gdm_concrete_import_is_gone( $record['type'], $record['slug'] ) ) {
			return array( 'skipped', '' );
		}
		if ( $dry_run ) {
			$inputs = gdm_concrete_import_inputs( $record, true );
			return is_wp_error( $inputs ) ? array( 'errors', $inputs->get_error_message() ) : array( 'created', '' );
		}
		$id = gdm_concrete_import_write( $record, 0 );
		return is_wp_error( $id ) ? array( 'errors', $id->get_error_message() ) : array( 'created', '' );
	}
	if ( '' === (string) get_post_meta( $post->ID, GDM_CONCRETE_IMPORT_KEY_META, true ) ) {
		// Made by hand: its empty fields filled, the built-in rows before hers, once.
		if ( ! $dry_run ) {
			$filled = gdm_concrete_seed_post( $post, $record );
			if ( is_wp_error( $filled ) ) {
				return array( 'errors', $filled->get_error_message() );
			}
		}
		return array( 'kept', '' );
	}
	if ( gdm_concrete_import_state_hash( $post ) !== (string) get_post_meta( $post->ID, GDM_CONCRETE_IMPORT_HASH_META, true ) ) {
		return array( 'kept', '' );
	}
	if ( gdm_concrete_import_bundle_hash( $record ) === (string) get_post_meta( $post->ID, GDM_CONCRETE_IMPORT_BUNDLE_META, true ) ) {
		return array( 'unchanged', '' );
	}
	if ( $dry_run ) {
		return array( 'updated', '' );
	}
	$id = gdm_concrete_import_write( $record, $post->ID );
	return is_wp_error( $id ) ? array( 'errors', $id->get_error_message() ) : array( 'updated', '' );
}
