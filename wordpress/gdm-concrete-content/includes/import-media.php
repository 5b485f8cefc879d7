<?php
/**
 * The import's photos: each picture of the site's bundle (a featured image, an image field, a row's
 * photo) downloaded once into the Media Library, as if uploaded there (so its location and camera
 * details are taken out: includes/photos.php), with its alt text and caption. The address it came from
 * and its words are kept on the attachment (`_gdm_concrete_import_source`): a second import, or a second
 * record with the same picture and words, uses the one already there. The same photo described in other
 * words (an album's cover is its first project's photo) is a Media Library item of its own, as WordPress
 * keeps one alt text per item.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_IMPORT_SOURCE_META', '_gdm_concrete_import_source' );
// The site's largest original is a few MB; a phone's photo under 16 MB.
define( 'GDM_CONCRETE_IMPORT_IMAGE_MAX_BYTES', 25 * 1024 * 1024 );

/**
 * The picture's full address: a path is on the site.
 *
 * @param array{url: string} $image Image of the bundle (checked by gdm_concrete_bundle_image).
 * @return string
 */
function gdm_concrete_import_image_source( $image ) {
	return '/' === substr( $image['url'], 0, 1 ) ? gdm_concrete_connection()['url'] . $image['url'] : $image['url'];
}

/**
 * What tells a picture of the bundle apart: its full address and its words.
 *
 * @param array{url: string, alt: string, caption: string} $image Image of the bundle.
 * @return string
 */
function gdm_concrete_import_image_key( $image ) {
	return gdm_concrete_import_image_source( $image ) . ' ' . md5( $image['alt'] . "\n" . $image['caption'] );
}

/**
 * The Media Library's copy of a picture the import brought in before, or 0.
 *
 * @param string $key The picture's key (gdm_concrete_import_image_key).
 * @return int
 */
function gdm_concrete_import_image_known( $key ) {
	$found = get_posts(
		array(
			'post_type'        => 'attachment',
			'post_status'      => 'any',
			'posts_per_page'   => 1,
			'fields'           => 'ids',
			'no_found_rows'    => true,
			'suppress_filters' => true,
			'meta_key'         => GDM_CONCRETE_IMPORT_SOURCE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- once per picture of an import
			'meta_value'       => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- once per picture of an import
		)
	);
	return $found ? (int) $found[0] : 0;
}

/**
 * A picture of the bundle in the Media Library: the copy already there, or one downloaded now and
 * attached to the record. On a dry run nothing is downloaded, and a picture not yet there is 0.
 *
 * @param array{url: string, alt: string, caption: string} $image   Image of the bundle.
 * @param int                                               $post_id The record it is for (0 on a dry run).
 * @param bool                                              $dry_run Whether nothing is written.
 * @return int|WP_Error The attachment's ID.
 */
function gdm_concrete_import_image( $image, $post_id, $dry_run ) {
	$source = gdm_concrete_import_image_source( $image );
	$known  = gdm_concrete_import_image_known( gdm_concrete_import_image_key( $image ) );
	if ( $known > 0 || $dry_run ) {
		return $known;
	}
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';

	$path = (string) wp_parse_url( $source, PHP_URL_PATH );
	$name = sanitize_file_name( wp_basename( $path ) );
	$type = wp_check_filetype( $name );
	if ( '' === $name || ! is_string( $type['type'] ) || 0 !== strpos( $type['type'], 'image/' ) ) {
		/* translators: %s: the picture's address */
		return new WP_Error( 'gdm_image_type', sprintf( __( '%s is not a picture WordPress accepts.', 'gdm-concrete-content' ), $source ) );
	}
	// Read whole, not streamed to a file: WordPress's socket transport writes a chunked answer to a
	// file still in its chunks.
	$args = array(
		'method'              => 'GET',
		'timeout'             => 30,
		'redirection'         => 0,
		'limit_response_size' => GDM_CONCRETE_IMPORT_IMAGE_MAX_BYTES + 1,
	);
	// The site's own pictures come from the address the administrator set; any other only from a public host.
	$response = '/' === substr( $image['url'], 0, 1 ) ? gdm_concrete_site_request( $source, $args ) : wp_safe_remote_request( $source, $args );
	$problem  = '';
	if ( is_wp_error( $response ) ) {
		$problem = $response->get_error_message();
	} elseif ( 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
		/* translators: %d: HTTP status */
		$problem = sprintf( __( 'HTTP %d', 'gdm-concrete-content' ), (int) wp_remote_retrieve_response_code( $response ) );
	} elseif ( '' === wp_remote_retrieve_body( $response ) || strlen( wp_remote_retrieve_body( $response ) ) > GDM_CONCRETE_IMPORT_IMAGE_MAX_BYTES ) {
		$problem = __( 'empty, or larger than 25 MB', 'gdm-concrete-content' );
	}
	$file = '' === $problem ? wp_tempnam( $name ) : '';
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary file the Media Library takes over
	if ( '' === $problem && false === file_put_contents( $file, wp_remote_retrieve_body( $response ) ) ) {
		$problem = __( 'it could not be written to a temporary file', 'gdm-concrete-content' );
	}
	unset( $response );
	if ( '' !== $problem ) {
		if ( '' !== $file ) {
			wp_delete_file( $file );
		}
		/* translators: 1: the picture's address, 2: what went wrong */
		return new WP_Error( 'gdm_image_download', sprintf( __( '%1$s could not be downloaded: %2$s.', 'gdm-concrete-content' ), $source, $problem ) );
	}
	$title = '' !== $image['alt'] ? $image['alt'] : preg_replace( '/\.[^.]+$/', '', $name );
	$id    = media_handle_sideload(
		array(
			'name'     => $name,
			'tmp_name' => $file,
		),
		$post_id,
		null,
		array(
			'post_title'   => wp_slash( mb_substr( $title, 0, 200 ) ),
			'post_excerpt' => wp_slash( $image['caption'] ),
		)
	);
	if ( is_wp_error( $id ) ) {
		wp_delete_file( $file );
		/* translators: 1: the picture's address, 2: why WordPress refused it */
		return new WP_Error( 'gdm_image_refused', sprintf( __( '%1$s was refused by the Media Library: %2$s', 'gdm-concrete-content' ), $source, $id->get_error_message() ) );
	}
	if ( ! wp_attachment_is_image( $id ) ) {
		wp_delete_attachment( $id, true );
		/* translators: %s: the picture's address */
		return new WP_Error( 'gdm_image_type', sprintf( __( '%s is not a picture WordPress accepts.', 'gdm-concrete-content' ), $source ) );
	}
	update_post_meta( $id, '_wp_attachment_image_alt', wp_slash( $image['alt'] ) );
	update_post_meta( $id, GDM_CONCRETE_IMPORT_SOURCE_META, wp_slash( gdm_concrete_import_image_key( $image ) ) );
	return (int) $id;
}
