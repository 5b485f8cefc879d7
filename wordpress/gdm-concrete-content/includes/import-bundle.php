<?php
/**
 * The site's built-in content, as the site serves it for the import (format gdm-built-in.v1,
 * `GET {site}/api/content/built-in`): fetched through WordPress's safe HTTP API with a timeout and a
 * size bound, and read as hostile input. A bundle that is not the format is refused whole; a record
 * that breaks a rule (an unknown type or field, a slug that is not one, a value of the wrong kind, a
 * text or a list too long) is left out and named, and the others are imported.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

define( 'GDM_CONCRETE_BUNDLE_FORMAT', 'gdm-built-in.v1' );
define( 'GDM_CONCRETE_BUNDLE_PATH', '/api/content/built-in' );
// The site's bundle is about 200 KB; anything past this is not the site's.
define( 'GDM_CONCRETE_BUNDLE_MAX_BYTES', 4 * 1024 * 1024 );
define( 'GDM_CONCRETE_BUNDLE_MAX_RECORDS', 1000 );
define( 'GDM_CONCRETE_BUNDLE_MAX_ROWS', 100 );
define( 'GDM_CONCRETE_BUNDLE_MAX_DEPTH', 16 );
// The bundle as last read, for the settings screen's sentence and a hand-made record's first save.
define( 'GDM_CONCRETE_BUNDLE_CACHE', 'gdm_concrete_bundle' );
define( 'GDM_CONCRETE_BUNDLE_CACHE_SECONDS', 600 );
// After a failed fetch, saves do not wait on the site again for this long.
define( 'GDM_CONCRETE_BUNDLE_FAILED_SECONDS', 120 );

/**
 * The post types a bundle's records may be, in the order the import runs and the screen names them.
 *
 * @return array<string, array{0: string, 1: string}> Type => its name for one and for several.
 */
function gdm_concrete_bundle_types() {
	return array(
		'service'       => array( __( 'service', 'gdm-concrete-content' ), __( 'services', 'gdm-concrete-content' ) ),
		'location'      => array( __( 'town', 'gdm-concrete-content' ), __( 'towns', 'gdm-concrete-content' ) ),
		'gallery_album' => array( __( 'gallery album', 'gdm-concrete-content' ), __( 'gallery albums', 'gdm-concrete-content' ) ),
		'faq'           => array( __( 'FAQ question', 'gdm-concrete-content' ), __( 'FAQ questions', 'gdm-concrete-content' ) ),
		'process_step'  => array( __( 'process step', 'gdm-concrete-content' ), __( 'process steps', 'gdm-concrete-content' ) ),
		'post'          => array( __( 'testimonial', 'gdm-concrete-content' ), __( 'testimonials', 'gdm-concrete-content' ) ),
		'page'          => array( __( 'page text', 'gdm-concrete-content' ), __( 'page texts', 'gdm-concrete-content' ) ),
	);
}

/**
 * Longest text of each part of a record, in characters.
 *
 * @return array<string, int>
 */
function gdm_concrete_bundle_limits() {
	return array(
		'slug'    => 200,
		'title'   => 300,
		'excerpt' => 3000,
		'content' => 100000,
		'text'    => 2000,
		'lines'   => 20000,
		'cell'    => 5000,
		'url'     => 2000,
		'alt'     => 500,
		'caption' => 1000,
	);
}

/**
 * Fetches the site's bundle and reads it (gdm_concrete_bundle_read). Every good fetch is cached.
 *
 * @param int $timeout Seconds to wait for the site: the import waits longer than a screen or a save.
 * @return array{records: array<int, array<string, mixed>>, errors: array<int, array<string, string>>}|WP_Error
 */
function gdm_concrete_bundle_fetch( $timeout = 15 ) {
	$site = gdm_concrete_connection()['url'];
	if ( '' === $site ) {
		return new WP_Error( 'gdm_no_site', __( 'The website\'s address is not set.', 'gdm-concrete-content' ) );
	}
	$response = gdm_concrete_site_request(
		$site . GDM_CONCRETE_BUNDLE_PATH,
		array(
			'method'              => 'GET',
			'timeout'             => $timeout,
			'redirection'         => 0,
			'limit_response_size' => GDM_CONCRETE_BUNDLE_MAX_BYTES + 1,
			'headers'             => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		$bundle = new WP_Error( 'gdm_unreachable', $response->get_error_message() );
	} else {
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		if ( 200 !== $status ) {
			$bundle = new WP_Error(
				'gdm_status',
				/* translators: %d: HTTP status */
				sprintf( __( 'The website answered HTTP %d instead of its content.', 'gdm-concrete-content' ), $status )
			);
		} elseif ( strlen( $body ) > GDM_CONCRETE_BUNDLE_MAX_BYTES ) {
			$bundle = new WP_Error( 'gdm_too_large', __( 'The website\'s content is larger than WordPress accepts (4 MB).', 'gdm-concrete-content' ) );
		} else {
			$bundle = gdm_concrete_bundle_read( $body );
		}
	}
	if ( is_wp_error( $bundle ) ) {
		set_transient( GDM_CONCRETE_BUNDLE_CACHE . '_failed', $bundle->get_error_message(), GDM_CONCRETE_BUNDLE_FAILED_SECONDS );
	} else {
		delete_transient( GDM_CONCRETE_BUNDLE_CACHE . '_failed' );
		set_transient( GDM_CONCRETE_BUNDLE_CACHE, $bundle, GDM_CONCRETE_BUNDLE_CACHE_SECONDS );
	}
	return $bundle;
}

/**
 * The bundle as last fetched, or fetched now when it is not cached and the last fetch did not fail
 * within GDM_CONCRETE_BUNDLE_FAILED_SECONDS (so a save never waits on an unreachable site twice).
 *
 * @return array{records: array<int, array<string, mixed>>, errors: array<int, array<string, string>>}|WP_Error
 */
function gdm_concrete_bundle_cached() {
	$cached = get_transient( GDM_CONCRETE_BUNDLE_CACHE );
	if ( is_array( $cached ) && isset( $cached['records'], $cached['errors'] ) ) {
		return $cached;
	}
	$failed = get_transient( GDM_CONCRETE_BUNDLE_CACHE . '_failed' );
	if ( is_string( $failed ) ) {
		return new WP_Error( 'gdm_failed_recently', $failed );
	}
	return gdm_concrete_bundle_fetch( 5 );
}

/**
 * A bundle's JSON read and checked: the format, then each record (gdm_concrete_bundle_record).
 *
 * @param string $json The body the site answered.
 * @return array{records: array<int, array<string, mixed>>, errors: array<int, array<string, string>>}|WP_Error
 */
function gdm_concrete_bundle_read( $json ) {
	if ( ! is_string( $json ) || strlen( $json ) > GDM_CONCRETE_BUNDLE_MAX_BYTES ) {
		return new WP_Error( 'gdm_too_large', __( 'The website\'s content is larger than WordPress accepts (4 MB).', 'gdm-concrete-content' ) );
	}
	$data = json_decode( $json, true, GDM_CONCRETE_BUNDLE_MAX_DEPTH );
	if ( ! is_array( $data ) ) {
		return new WP_Error( 'gdm_not_json', __( 'The website\'s answer is not its content (not JSON, or nested too deep).', 'gdm-concrete-content' ) );
	}
	if ( ( $data['format'] ?? null ) !== GDM_CONCRETE_BUNDLE_FORMAT ) {
		/* translators: %s: the format the plugin reads */
		return new WP_Error( 'gdm_format', sprintf( __( 'The website\'s content is not in the format this plugin reads (%s): update the plugin or the site.', 'gdm-concrete-content' ), GDM_CONCRETE_BUNDLE_FORMAT ) );
	}
	$records = $data['records'] ?? null;
	if ( ! is_array( $records ) || array_values( $records ) !== $records ) {
		return new WP_Error( 'gdm_records', __( 'The website\'s content has no list of records.', 'gdm-concrete-content' ) );
	}
	if ( count( $records ) > GDM_CONCRETE_BUNDLE_MAX_RECORDS ) {
		/* translators: %d: most records */
		return new WP_Error( 'gdm_records', sprintf( __( 'The website\'s content has more than %d records.', 'gdm-concrete-content' ), GDM_CONCRETE_BUNDLE_MAX_RECORDS ) );
	}
	$read = array(
		'records' => array(),
		'errors'  => array(),
	);
	$seen = array();
	foreach ( $records as $i => $record ) {
		$clean = gdm_concrete_bundle_record( $record );
		if ( is_wp_error( $clean ) ) {
			$read['errors'][] = array(
				'type'    => is_array( $record ) && is_string( $record['type'] ?? null ) && isset( gdm_concrete_bundle_types()[ $record['type'] ] ) ? $record['type'] : '',
				'slug'    => is_array( $record ) && is_string( $record['slug'] ?? null ) ? sanitize_title( substr( $record['slug'], 0, 200 ) ) : '',
				/* translators: 1: the record's number in the list, 2: what is wrong */
				'message' => sprintf( __( 'Record %1$d: %2$s', 'gdm-concrete-content' ), $i + 1, $clean->get_error_message() ),
			);
			continue;
		}
		$key = $clean['type'] . ':' . $clean['slug'];
		if ( isset( $seen[ $key ] ) ) {
			$read['errors'][] = array(
				'type'    => $clean['type'],
				'slug'    => $clean['slug'],
				/* translators: 1: the record's number in the list, 2: its slug */
				'message' => sprintf( __( 'Record %1$d: "%2$s" is in the list twice; the first is kept.', 'gdm-concrete-content' ), $i + 1, $clean['slug'] ),
			);
			continue;
		}
		$seen[ $key ]      = true;
		$read['records'][] = $clean;
	}
	return $read;
}

/**
 * A text of at most `$limit` characters, or null for anything else.
 *
 * @param mixed $value Value.
 * @param int   $limit Most characters.
 * @return string|null
 */
function gdm_concrete_bundle_text( $value, $limit ) {
	return is_string( $value ) && mb_strlen( $value ) <= $limit ? $value : null;
}

/**
 * One record checked and cleaned, or why it is refused.
 *
 * @param mixed $record A record of the bundle.
 * @return array<string, mixed>|WP_Error
 */
function gdm_concrete_bundle_record( $record ) {
	$limits = gdm_concrete_bundle_limits();
	if ( ! is_array( $record ) ) {
		return new WP_Error( 'gdm_record', __( 'not an object.', 'gdm-concrete-content' ) );
	}
	$type = $record['type'] ?? null;
	if ( ! is_string( $type ) || ! isset( gdm_concrete_bundle_types()[ $type ] ) ) {
		return new WP_Error( 'gdm_record', __( 'a type WordPress does not keep.', 'gdm-concrete-content' ) );
	}
	$slug = gdm_concrete_bundle_text( $record['slug'] ?? null, $limits['slug'] );
	if ( null === $slug || sanitize_title( $slug ) !== $slug || ! preg_match( '/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $slug ) ) {
		return new WP_Error( 'gdm_record', __( 'its slug is not lower-case words joined by hyphens.', 'gdm-concrete-content' ) );
	}
	$title = gdm_concrete_bundle_text( $record['title'] ?? null, $limits['title'] );
	if ( null === $title || '' === sanitize_text_field( $title ) ) {
		/* translators: %s: the record's slug */
		return new WP_Error( 'gdm_record', sprintf( __( '"%s" has no title, or one too long.', 'gdm-concrete-content' ), $slug ) );
	}
	$content = gdm_concrete_bundle_text( $record['content'] ?? '', $limits['content'] );
	$excerpt = gdm_concrete_bundle_text( $record['excerpt'] ?? '', $limits['excerpt'] );
	$order   = $record['menu_order'] ?? 0;
	$date    = $record['date'] ?? '';
	$fields  = $record['fields'] ?? array();
	$problem = '';
	if ( null === $content || null === $excerpt ) {
		$problem = __( 'its text or excerpt is not text, or is too long.', 'gdm-concrete-content' );
	} elseif ( ! is_int( $order ) || $order < 0 || $order > 100000 ) {
		$problem = __( 'its place in the list (menu_order) is not a whole number from 0 to 100000.', 'gdm-concrete-content' );
	} elseif ( ! is_string( $date ) || ( '' !== $date && ! preg_match( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/', $date ) ) ) {
		$problem = __( 'its date is not a UTC date and time (2026-03-01T00:00:00Z).', 'gdm-concrete-content' );
	} elseif ( ! is_array( $fields ) || ( $fields && array_values( $fields ) === $fields ) ) {
		$problem = __( 'its fields are not an object.', 'gdm-concrete-content' );
	}
	$featured = null;
	if ( '' === $problem && null !== ( $record['featured_image'] ?? null ) ) {
		$featured = gdm_concrete_bundle_image( $record['featured_image'] );
		if ( null === $featured ) {
			$problem = __( 'its featured image is not an image of the site.', 'gdm-concrete-content' );
		}
	}
	if ( '' !== $problem ) {
		/* translators: 1: the record's slug, 2: what is wrong */
		return new WP_Error( 'gdm_record', sprintf( __( '"%1$s": %2$s', 'gdm-concrete-content' ), $slug, $problem ) );
	}
	$known = gdm_concrete_fields()[ $type ] ?? array();
	$clean = array();
	foreach ( $fields as $name => $value ) {
		$name = (string) $name;
		if ( ! isset( $known[ $name ] ) ) {
			/* translators: 1: the record's slug, 2: a field's name */
			return new WP_Error( 'gdm_record', sprintf( __( '"%1$s": WordPress has no field "%2$s" for it.', 'gdm-concrete-content' ), $slug, substr( $name, 0, 60 ) ) );
		}
		$value = gdm_concrete_bundle_value( $known[ $name ], $value );
		if ( null === $value ) {
			/* translators: 1: the record's slug, 2: a field's name */
			return new WP_Error( 'gdm_record', sprintf( __( '"%1$s": the value of "%2$s" is not of its kind, or is too long.', 'gdm-concrete-content' ), $slug, $name ) );
		}
		$clean[ $name ] = $value;
	}
	return array(
		'type'           => $type,
		'slug'           => $slug,
		'title'          => sanitize_text_field( $title ),
		'content'        => wp_kses_post( $content ),
		'excerpt'        => sanitize_textarea_field( $excerpt ),
		'menu_order'     => $order,
		'date'           => '' === $date ? '' : gmdate( 'Y-m-d H:i:s', (int) strtotime( $date ) ),
		'featured_image' => $featured,
		'fields'         => $clean,
	);
}

/**
 * A field's value checked for its kind, or null when it is not of it. Kept as given otherwise: the
 * fields are cleaned as the edit screen cleans them when they are saved.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Value.
 * @return mixed
 */
function gdm_concrete_bundle_value( $field, $value ) {
	$limits = gdm_concrete_bundle_limits();
	switch ( $field['kind'] ) {
		case 'text':
		case 'email':
		case 'url':
			return gdm_concrete_bundle_text( $value, $limits['text'] );
		case 'lines':
			return gdm_concrete_bundle_text( $value, $limits['lines'] );
		case 'number':
			return ( is_int( $value ) || ( is_float( $value ) && is_finite( $value ) ) ) ? $value : null;
		case 'image':
			return gdm_concrete_bundle_image( $value );
		case 'page':
			return is_string( $value ) && '' !== gdm_concrete_site_path( $value ) ? $value : null;
		case 'rows':
			return gdm_concrete_bundle_rows( $field, $value );
		default:
			return null;
	}
}

/**
 * A rows field's value checked: a list of at most GDM_CONCRETE_BUNDLE_MAX_ROWS objects whose keys are
 * the field's columns, each cell of its column's input.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Value.
 * @return array<int, array<string, mixed>>|null
 */
function gdm_concrete_bundle_rows( $field, $value ) {
	if ( ! is_array( $value ) || array_values( $value ) !== $value || count( $value ) > GDM_CONCRETE_BUNDLE_MAX_ROWS ) {
		return null;
	}
	$columns = array();
	foreach ( $field['columns'] as $column ) {
		$columns[ $column['name'] ] = $column;
	}
	$rows = array();
	foreach ( $value as $row ) {
		if ( ! is_array( $row ) || ( $row && array_values( $row ) === $row ) ) {
			return null;
		}
		$clean = array();
		foreach ( $row as $name => $cell ) {
			$column = $columns[ (string) $name ] ?? null;
			if ( null === $column ) {
				return null;
			}
			if ( 'image' === $column['input'] ) {
				$cell = gdm_concrete_bundle_image( $cell );
			} elseif ( 'number' === $column['input'] ) {
				$cell = ( is_int( $cell ) || ( is_float( $cell ) && is_finite( $cell ) ) || ( is_string( $cell ) && strlen( $cell ) <= 20 && is_numeric( $cell ) ) ) ? (string) $cell : null;
			} elseif ( 'page' === $column['input'] ) {
				$cell = is_string( $cell ) && '' !== gdm_concrete_site_path( $cell ) ? $cell : null;
			} else {
				$cell = gdm_concrete_bundle_text( $cell, gdm_concrete_bundle_limits()['cell'] );
			}
			if ( null === $cell ) {
				return null;
			}
			$clean[ (string) $name ] = $cell;
		}
		$rows[] = $clean;
	}
	return $rows;
}

/**
 * An Image of the bundle checked: its address a path on the site (`/images/patio.webp`) or an https
 * address without a user or password, its alt text and caption plain text. Null for anything else.
 *
 * @param mixed $image Value.
 * @return array{url: string, alt: string, caption: string}|null
 */
function gdm_concrete_bundle_image( $image ) {
	$limits = gdm_concrete_bundle_limits();
	if ( ! is_array( $image ) || array_diff( array_keys( $image ), array( 'url', 'alt', 'caption' ) ) ) {
		return null;
	}
	$url     = gdm_concrete_bundle_text( $image['url'] ?? null, $limits['url'] );
	$alt     = gdm_concrete_bundle_text( $image['alt'] ?? '', $limits['alt'] );
	$caption = gdm_concrete_bundle_text( $image['caption'] ?? '', $limits['caption'] );
	if ( null === $url || null === $alt || null === $caption ) {
		return null;
	}
	if ( '/' === substr( $url, 0, 1 ) ) {
		if ( ! preg_match( '#^(?:/[A-Za-z0-9._~-]+)+$#', $url ) || preg_match( '#/\.\.?(?:/|$)#', $url ) ) {
			return null;
		}
	} else {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || 'https' !== strtolower( (string) ( $parts['scheme'] ?? '' ) ) || empty( $parts['host'] )
			|| isset( $parts['user'] ) || isset( $parts['pass'] ) || esc_url_raw( $url, array( 'https' ) ) !== $url ) {
			return null;
		}
	}
	return array(
		'url'     => $url,
		'alt'     => sanitize_text_field( $alt ),
		'caption' => sanitize_textarea_field( $caption ),
	);
}
