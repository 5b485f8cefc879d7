<?php
/**
 * Every field the website reads (docs/decisions/002-wordpress-content-model.md), per post type, as
 * fields.json lists them.
 *
 * Kinds:
 * - text:   one line;
 * - lines:  a list, one item per line (commas also separate where the site allows it);
 * - rows:   a repeater: a JSON list of objects with the columns' names (includes/rows.php);
 * - number: a number (with `min` and `max`, a whole number within them; with `none`, or the word none);
 * - range:  a low and a high whole number ("3-5"), or none; yesno: yes or no (includes/promises.php);
 * - url: a web address; email: an e-mail address;
 * - image:  one picture from the Media Library, by its ID (answered as ACF answers an image);
 * - page:   a page of the site, by its address ("/quote"), chosen from the site's pages;
 * - prices: the price list, a low and a high per item of `items` (includes/prices.php).
 *
 * A text or lines field with `max` is cut to that many characters when it is saved (the site cuts
 * it too): the edit screens' inputs stop there, so only a value sent otherwise is cut.
 *
 * Values are stored as post meta `_gdm_{name}` and answered in the REST API under `acf`,
 * in the shape Advanced Custom Fields would answer (rows as lists of objects).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The post types the site reads, with their fields, from fields.json (read once per request). That
 * file is the one list: the site's tests read it too (server/content/fields-contract.test.ts).
 *
 * @return array<string, array<string, array<string, mixed>>> Post type => field name => definition.
 */
function gdm_concrete_fields() {
	static $fields = null;
	if ( null === $fields ) {
		$json   = file_get_contents( GDM_CONCRETE_DIR . '/fields.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file
		$read   = is_string( $json ) ? json_decode( $json, true ) : null;
		$fields = is_array( $read ) && isset( $read['types'] ) && is_array( $read['types'] ) ? $read['types'] : array();
	}
	return $fields;
}

/**
 * The fields of the site options (custom post type `site_option`, one post per slug).
 * They are edited on Settings → Concrete site; a site option's own edit screen shows the same fields.
 *
 * @return array<string, array<string, mixed>>
 */
function gdm_concrete_option_fields() {
	return gdm_concrete_fields()['site_option'] ?? array();
}

/**
 * The site options and their titles, in the order of the settings page.
 *
 * @return array<string, string>
 */
function gdm_concrete_option_slugs() {
	return array(
		'home_page'    => __( 'Home page', 'gdm-concrete-content' ),
		'cta'          => __( 'Call to action', 'gdm-concrete-content' ),
		'contact_info' => __( 'Contact information', 'gdm-concrete-content' ),
		'price_list'   => __( 'Price list', 'gdm-concrete-content' ),
	);
}

/**
 * The fields of one post: its type's, and for a site option only those of its own slug.
 *
 * @param WP_Post $post Post.
 * @return array<string, array<string, mixed>>
 */
function gdm_concrete_post_fields( $post ) {
	$fields = gdm_concrete_fields()[ $post->post_type ] ?? array();
	if ( 'site_option' !== $post->post_type ) {
		return $fields;
	}
	return array_filter(
		$fields,
		static function ( $field ) use ( $post ) {
			return $field['option'] === $post->post_name;
		}
	);
}

/**
 * The names a post's fields have in the REST answer's `acf` (a grouped field answers in its group),
 * which are the names the website reads.
 *
 * @param array<string, array<string, mixed>> $fields Field definitions.
 * @return string[]
 */
function gdm_concrete_rest_names( $fields ) {
	$names = array();
	foreach ( $fields as $name => $field ) {
		$names[] = $field['group'] ?? $field['as'] ?? $name;
	}
	return array_values( array_unique( $names ) );
}

/**
 * The meta key a field is stored under.
 *
 * @param string $name Field name.
 * @return string
 */
function gdm_concrete_meta_key( $name ) {
	return '_gdm_' . $name;
}

/**
 * A field's value cleaned for storage.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Raw input: text, or for rows a list of rows, their JSON or pipe lines.
 * @return string
 */
function gdm_concrete_sanitize_field( $field, $value ) {
	if ( 'rows' === $field['kind'] ) {
		return gdm_concrete_rows_json( gdm_concrete_clean_rows( $field, $value ) );
	}
	if ( 'prices' === $field['kind'] ) {
		return gdm_concrete_sanitize_prices( $field, $value );
	}
	$value = is_scalar( $value ) ? (string) $value : '';
	switch ( $field['kind'] ) {
		case 'image':
			$value = trim( $value );
			return ctype_digit( $value ) ? $value : '';
		case 'page':
			return gdm_concrete_site_path( $value );
		case 'number':
			if ( isset( $field['min'], $field['max'] ) ) {
				return gdm_concrete_sanitize_bounded_number( $field, $value );
			}
			$value = trim( $value );
			return is_numeric( $value ) ? $value : '';
		case 'range':
			return gdm_concrete_sanitize_range( $field, $value );
		case 'yesno':
			return gdm_concrete_sanitize_yesno( $value );
		case 'url':
			return esc_url_raw( trim( $value ), array( 'http', 'https' ) );
		case 'email':
			return sanitize_email( $value );
		case 'text':
			return gdm_concrete_bounded( $field, sanitize_text_field( $value ) );
		default:
			return gdm_concrete_bounded( $field, sanitize_textarea_field( $value ) );
	}
}

/**
 * A text cut to its field's `max` characters, if it has one.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $text  Cleaned text.
 * @return string
 */
function gdm_concrete_bounded( $field, $text ) {
	if ( ! isset( $field['max'] ) || mb_strlen( $text ) <= (int) $field['max'] ) {
		return $text;
	}
	return rtrim( mb_substr( $text, 0, (int) $field['max'] ) );
}

/**
 * An address of a page of the site ("/services/patios"), or '' for anything else: another site, a
 * scheme, a query, `//host` or `..`. The site checks again that it is one of its pages.
 *
 * @param string $value Typed or chosen value.
 * @return string
 */
function gdm_concrete_site_path( $value ) {
	$path = trim( sanitize_text_field( $value ) );
	return preg_match( '#^/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$#', $path ) ? $path : '';
}

/**
 * An image from the Media Library in the shape of an ACF image field ("array" return format).
 *
 * @param string $value Attachment ID, or an address (kept as is).
 * @return array<string, mixed>|string
 */
function gdm_concrete_image( $value ) {
	if ( ! ctype_digit( $value ) ) {
		return $value;
	}
	$id   = (int) $value;
	$full = wp_get_attachment_image_src( $id, 'full' );
	if ( ! $full ) {
		return '';
	}
	$image = array(
		'ID'     => $id,
		'url'    => $full[0],
		'width'  => $full[1],
		'height' => $full[2],
		'alt'    => (string) get_post_meta( $id, '_wp_attachment_image_alt', true ),
		'sizes'  => array(),
	);
	foreach ( get_intermediate_image_sizes() as $size ) {
		$src = wp_get_attachment_image_src( $id, $size );
		if ( $src && ! empty( $src[3] ) ) {
			$image['sizes'][ $size ]             = $src[0];
			$image['sizes'][ $size . '-width' ]  = $src[1];
			$image['sizes'][ $size . '-height' ] = $src[2];
		}
	}
	return $image;
}

/**
 * A stored value in the shape the site reads.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $raw   Stored value.
 * @return mixed
 */
function gdm_concrete_rest_value( $field, $raw ) {
	switch ( $field['kind'] ) {
		case 'rows':
			$rows = gdm_concrete_rows( $raw, $field );
			foreach ( $field['columns'] as $column ) {
				if ( 'image' === $column['input'] ) {
					foreach ( $rows as $i => $row ) {
						$rows[ $i ][ $column['name'] ] = gdm_concrete_image( $row[ $column['name'] ] );
					}
				}
			}
			return $rows;
		case 'number':
			if ( 'none' === $raw && ! empty( $field['none'] ) ) {
				return 'none';
			}
			return is_numeric( $raw ) ? $raw + 0 : null;
		case 'range':
			return gdm_concrete_range_rest( $raw );
		case 'yesno':
			return 'yes' === $raw;
		case 'prices':
			return gdm_concrete_prices_rest( $field, $raw );
		case 'image':
			return gdm_concrete_image( $raw );
		default:
			return $raw;
	}
}
