<?php
/**
 * Repeatable rows (fields of kind `rows`): how they are stored, cleaned, checked and brought over from
 * the "a | b | c" lines plugin 1.4.0 and earlier stored.
 *
 * Stored as post meta `_gdm_{name}`: a JSON list of objects with the columns' names, every value a
 * string, so any text (a "|" or a line break in an answer included) comes back exactly as saved. A value
 * still in the old lines (a site part-way through its upgrade, or a REST client that writes them) is read
 * as before.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The names of a rows field's columns, in order.
 *
 * @param array<string, mixed> $field Field definition.
 * @return string[]
 */
function gdm_concrete_column_names( $field ) {
	return array_map(
		static function ( $column ) {
			return (string) $column['name'];
		},
		$field['columns'] ?? array()
	);
}

/**
 * Rows from stored JSON, or null when the text is not a JSON list.
 *
 * @param string $text Stored value.
 * @return array<int, mixed>|null
 */
function gdm_concrete_rows_from_json( $text ) {
	$text = trim( (string) $text );
	if ( '' === $text || '[' !== $text[0] ) {
		return null;
	}
	$list = json_decode( $text, true );
	return is_array( $list ) && array_values( $list ) === $list ? $list : null;
}

/**
 * Rows from "a | b | c" lines (plugin 1.4.0 and earlier): one row a line, cells trimmed, blank lines
 * skipped.
 *
 * @param string   $text    Stored value.
 * @param string[] $columns Column names.
 * @return array<int, array<string, string>>
 */
function gdm_concrete_rows_from_lines( $text, $columns ) {
	$rows = array();
	foreach ( preg_split( '/\r\n|\r|\n/', (string) $text ) as $line ) {
		if ( '' === trim( $line ) ) {
			continue;
		}
		$cells = array_map( 'trim', explode( '|', $line ) );
		$row   = array();
		foreach ( $columns as $i => $column ) {
			$row[ $column ] = $cells[ $i ] ?? '';
		}
		$rows[] = $row;
	}
	return $rows;
}

/**
 * A stored value as rows with exactly the field's columns, each a string: JSON, or the old lines.
 *
 * @param string               $text  Stored value.
 * @param array<string, mixed> $field Field definition.
 * @return array<int, array<string, string>>
 */
function gdm_concrete_rows( $text, $field ) {
	$columns = gdm_concrete_column_names( $field );
	$list    = gdm_concrete_rows_from_json( $text );
	if ( null === $list ) {
		return gdm_concrete_rows_from_lines( $text, $columns );
	}
	$rows = array();
	foreach ( $list as $item ) {
		if ( ! is_array( $item ) ) {
			continue;
		}
		$row = array();
		foreach ( $columns as $column ) {
			$row[ $column ] = isset( $item[ $column ] ) && is_scalar( $item[ $column ] ) ? (string) $item[ $column ] : '';
		}
		$rows[] = $row;
	}
	return $rows;
}

/**
 * Rows as they are stored: a JSON list, or '' for none (the field is then deleted).
 *
 * @param array<int, array<string, string>> $rows Rows.
 * @return string
 */
function gdm_concrete_rows_json( $rows ) {
	return $rows ? (string) wp_json_encode( array_values( $rows ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) : '';
}

/**
 * One cell cleaned for its column's input. What was typed is kept (a wrong number too: the checks say
 * so), only made safe, with line breaks as LF.
 *
 * @param array<string, mixed> $column Column definition.
 * @param mixed                $value  Typed value.
 * @return string
 */
function gdm_concrete_clean_cell( $column, $value ) {
	$value = is_scalar( $value ) ? (string) $value : '';
	if ( 'textarea' === $column['input'] ) {
		// A browser sends a text area's line breaks as CR LF; the site's text, and JSON, keep LF.
		return sanitize_textarea_field( str_replace( array( "\r\n", "\r" ), "\n", $value ) );
	}
	$value = sanitize_text_field( $value );
	if ( 'page' === $column['input'] ) {
		return gdm_concrete_own_address_as_path( $value );
	}
	if ( 'image' === $column['input'] ) {
		return gdm_concrete_media_id( $value );
	}
	return $value;
}

/**
 * A host as the site's address would name it: lower case, without "www.".
 *
 * @param string $host Host.
 * @return string
 */
function gdm_concrete_bare_host( $host ) {
	return preg_replace( '/^www\./', '', strtolower( $host ) );
}

/**
 * A page column's value as typed, made the site's path where it is a full address on the website's
 * own host ("https://www.example.com/services/patios/" → "/services/patios"). Any other address stays
 * as typed, for the checks to name (gdm_concrete_row_problems).
 *
 * @param string $value Cleaned value.
 * @return string
 */
function gdm_concrete_own_address_as_path( $value ) {
	if ( ! preg_match( '#^https?://#i', $value ) ) {
		return $value;
	}
	$site  = wp_parse_url( gdm_concrete_connection()['url'] );
	$given = wp_parse_url( $value );
	if ( ! is_array( $site ) || ! is_array( $given ) || empty( $site['host'] ) || empty( $given['host'] ) ) {
		return $value;
	}
	if ( gdm_concrete_bare_host( $given['host'] ) !== gdm_concrete_bare_host( $site['host'] ) || ( $given['port'] ?? null ) !== ( $site['port'] ?? null ) ) {
		return $value;
	}
	return '/' . trim( (string) ( $given['path'] ?? '' ), '/' );
}

/**
 * A photo column's value as typed, made a Media Library ID where it is the address of a file there
 * (a photo's address copied from the Media Library). Any other address stays as typed, for the checks.
 *
 * @param string $value Cleaned value.
 * @return string
 */
function gdm_concrete_media_id( $value ) {
	if ( ! preg_match( '#^https?://#i', $value ) ) {
		return $value;
	}
	$id = (int) attachment_url_to_postid( $value );
	return $id > 0 ? (string) $id : $value;
}

/**
 * Whether a page column's value is an address of the site's pages of its kind: site-pages.json's
 * first address of the type (`/services/{slug}`), with a slug the site reads.
 *
 * @param array<string, mixed> $column Column definition.
 * @param string               $value  Value.
 * @return bool
 */
function gdm_concrete_is_site_page( $column, $value ) {
	$pattern = gdm_concrete_site_pages()[ (string) ( $column['pages'] ?? '' ) ][0] ?? '';
	if ( '' === $pattern ) {
		return '/' === substr( $value, 0, 1 ) && '//' !== substr( $value, 0, 2 );
	}
	$regex = '#^' . str_replace( preg_quote( '{slug}', '#' ), '[a-z0-9]+(?:-[a-z0-9]+)*', preg_quote( $pattern, '#' ) ) . '$#';
	return (bool) preg_match( $regex, $value );
}

/**
 * Rows as typed (the edit screen's `gdm_rows[field][i][column]`), stored JSON or old lines, cleaned:
 * every column a cleaned string, in the order given, and the rows left entirely empty removed.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Rows (a list of arrays), their JSON or "a | b" lines.
 * @return array<int, array<string, string>>
 */
function gdm_concrete_clean_rows( $field, $value ) {
	if ( is_array( $value ) ) {
		$given = array_values( $value );
	} else {
		$text  = is_scalar( $value ) ? (string) $value : '';
		$given = gdm_concrete_rows_from_json( $text ) ?? gdm_concrete_rows_from_lines( $text, gdm_concrete_column_names( $field ) );
	}
	$rows = array();
	foreach ( $given as $item ) {
		if ( ! is_array( $item ) ) {
			continue;
		}
		$row = array();
		foreach ( $field['columns'] as $column ) {
			$row[ $column['name'] ] = gdm_concrete_clean_cell( $column, $item[ $column['name'] ] ?? '' );
		}
		if ( '' !== implode( '', $row ) ) {
			$rows[] = $row;
		}
	}
	return $rows;
}

/**
 * What is wrong with saved rows, one sentence each naming the row and the column ("Question 3 has no
 * answer"). A row with a problem is kept as typed; the editor is told.
 *
 * @param array<string, mixed>              $field Field definition.
 * @param array<int, array<string, string>> $rows  Rows as stored.
 * @return string[]
 */
function gdm_concrete_row_problems( $field, $rows ) {
	$item     = (string) ( $field['item'] ?? 'row' );
	$problems = array();
	foreach ( $rows as $i => $row ) {
		$number = $i + 1;
		foreach ( $field['columns'] as $column ) {
			$value = $row[ $column['name'] ] ?? '';
			$label = (string) $column['label'];
			if ( '' === $value ) {
				if ( ! empty( $column['required'] ) ) {
					$problems[] = sprintf(
						/* translators: 1: a row's name (Question), 2: its number, 3: the empty column (answer) */
						__( '%1$s %2$d has no %3$s.', 'gdm-concrete-content' ),
						ucfirst( $item ),
						$number,
						strtolower( $label )
					);
				}
				continue;
			}
			if ( 'number' === $column['input'] && isset( $column['min'], $column['max'] )
				&& ( ! is_numeric( $value ) || (float) $value < $column['min'] || (float) $value > $column['max'] ) ) {
				$problems[] = sprintf(
					/* translators: 1: column (Stars), 2: row's name (testimonial), 3: its number, 4: least, 5: most */
					__( '%1$s in %2$s %3$d must be %4$s to %5$s.', 'gdm-concrete-content' ),
					$label,
					$item,
					$number,
					$column['min'],
					$column['max']
				);
			}
			if ( 'image' === $column['input'] ) {
				$problems = array_merge( $problems, gdm_concrete_photo_problems( $value, $label, $item, $number ) );
			}
			if ( 'page' === $column['input'] && ! gdm_concrete_is_site_page( $column, $value ) ) {
				$problems[] = sprintf(
					preg_match( '#^[a-z][a-z0-9+.-]*:|^//#i', $value )
						/* translators: 1: column (Service page), 2: row's name (project), 3: its number */
						? __( '%1$s in %2$s %3$d is an address on another website: choose one of the site\'s pages from the list.', 'gdm-concrete-content' )
						/* translators: 1: column (Service page), 2: row's name (project), 3: its number */
						: __( '%1$s in %2$s %3$d is not one of the site\'s pages: choose one from the list.', 'gdm-concrete-content' ),
					$label,
					$item,
					$number
				);
			}
		}
	}
	return $problems;
}

/**
 * What is wrong with a row's photo: not a picture chosen in the Media Library (an address typed or
 * pasted, a number that is no picture), or a picture without the description a screen reader reads
 * (its Alternative Text), which the site would otherwise have to make up.
 *
 * @param string $value  The photo's value (a Media Library ID).
 * @param string $label  The column's label (Photo).
 * @param string $item   What one row is (project).
 * @param int    $number The row's number.
 * @return string[]
 */
function gdm_concrete_photo_problems( $value, $label, $item, $number ) {
	if ( ! ctype_digit( $value ) ) {
		return array(
			sprintf(
				/* translators: 1: column (Photo), 2: row's name (project), 3: its number */
				__( '%1$s in %2$s %3$d is an address, not a photo from the Media Library: press Choose photo.', 'gdm-concrete-content' ),
				$label,
				$item,
				$number
			),
		);
	}
	if ( ! wp_attachment_is_image( (int) $value ) ) {
		return array(
			sprintf(
				/* translators: 1: column (Photo), 2: row's name (project), 3: its number */
				__( '%1$s in %2$s %3$d is not a picture in the Media Library.', 'gdm-concrete-content' ),
				$label,
				$item,
				$number
			),
		);
	}
	if ( '' === gdm_concrete_alt_text( (int) $value ) ) {
		return array(
			sprintf(
				/* translators: 1: column (Photo), 2: row's name (project), 3: its number */
				__( '%1$s in %2$s %3$d has no description for people who cannot see it: add Alternative Text to it in the Media Library.', 'gdm-concrete-content' ),
				$label,
				$item,
				$number
			),
		);
	}
	return array();
}

/**
 * A Media Library picture's Alternative Text, trimmed ('' for none).
 *
 * @param int $id Attachment ID.
 * @return string
 */
function gdm_concrete_alt_text( $id ) {
	return trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) );
}

/**
 * Plugin 1.5.0's upgrade: every post's rows stored as "a | b | c" lines become JSON with the same rows,
 * so the REST answer is unchanged. Written straight to the table: the content does not change, so no
 * revalidation call is made and no field is cleaned again. Values already JSON are left alone, so it
 * may run more than once.
 *
 * @return int How many values were brought over.
 */
function gdm_concrete_migrate_rows() {
	global $wpdb;
	$migrated = 0;
	foreach ( gdm_concrete_fields() as $type => $fields ) {
		foreach ( $fields as $name => $field ) {
			if ( 'rows' !== $field['kind'] ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a one-time upgrade over every post; the posts' caches are cleared below
			$metas = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT m.meta_id, m.post_id, m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s AND m.meta_key = %s",
					$type,
					gdm_concrete_meta_key( $name )
				)
			);
			foreach ( $metas as $meta ) {
				if ( null !== gdm_concrete_rows_from_json( $meta->meta_value ) || '' === trim( (string) $meta->meta_value ) ) {
					continue;
				}
				$json = gdm_concrete_rows_json( gdm_concrete_rows_from_lines( $meta->meta_value, gdm_concrete_column_names( $field ) ) );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- see above
				$wpdb->update( $wpdb->postmeta, array( 'meta_value' => $json ), array( 'meta_id' => (int) $meta->meta_id ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- by its primary key
				wp_cache_delete( (int) $meta->post_id, 'post_meta' );
				++$migrated;
			}
		}
	}
	return $migrated;
}
