<?php
/**
 * One field's input on an edit screen or Settings → Concrete site: a line, a text area, a number, an
 * address, a picture from the Media Library, or a page of the site chosen from a list of the site's
 * pages (site-pages.json's own pages and the published records).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * One field as a form row: an input for one line, a text area for lists and rows, a picture from the
 * Media Library, or a page of the site. A field with `max` stops there, and one with `shown` counts
 * its characters against what search engines show (assets/fields.js; the help says it without).
 *
 * @param string               $name  Field name.
 * @param array<string, mixed> $field Field definition.
 * @param string               $value Current value.
 */
function gdm_concrete_render_field( $name, $field, $value ) {
	if ( 'rows' === $field['kind'] ) {
		gdm_concrete_render_rows( $name, $field, gdm_concrete_rows( $value, $field ) );
		return;
	}
	if ( 'prices' === $field['kind'] ) {
		gdm_concrete_render_prices( $name, $field, $value );
		return;
	}
	$id        = 'gdm-field-' . $name;
	$help      = gdm_concrete_field_help( $field );
	$described = $help ? ' aria-describedby="' . esc_attr( $id . '-help' ) . '"' : '';
	$bounds    = ( isset( $field['max'] ) && ! in_array( $field['kind'], array( 'number', 'range' ), true ) ? ' maxlength="' . (int) $field['max'] . '"' : '' )
		. ( isset( $field['shown'] ) ? ' data-shown="' . (int) $field['shown'] . '"' : '' )
		. ( isset( $field['placeholder'] ) && ! in_array( $field['kind'], array( 'page', 'yesno' ), true ) ? ' placeholder="' . esc_attr( $field['placeholder'] ) . '"' : '' );
	echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $field['label'] ) . '</label></th><td>';
	if ( 'image' === $field['kind'] ) {
		gdm_concrete_render_image_field( $id, $name, $value, $described );
	} elseif ( 'page' === $field['kind'] ) {
		gdm_concrete_render_page_select(
			sprintf( 'id="%1$s" name="gdm_fields[%2$s]"%3$s', esc_attr( $id ), esc_attr( $name ), $described ),
			(string) ( $field['pages'] ?? '' ),
			$value,
			isset( $field['placeholder'] ) ? (string) $field['placeholder'] : ''
		);
	} elseif ( 'yesno' === $field['kind'] ) {
		gdm_concrete_render_yesno( $id, $name, $field, $value, $described );
	} elseif ( 'lines' === $field['kind'] ) {
		printf(
			'<textarea id="%1$s" name="gdm_fields[%2$s]" rows="3" class="large-text"%4$s%5$s>%3$s</textarea>',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_textarea( $value ),
			$described, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above
			$bounds // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above
		);
	} else {
		$types = array(
			'number' => 'text',
			'url'    => 'url',
			'email'  => 'email',
		);
		printf(
			'<input id="%1$s" name="gdm_fields[%2$s]" type="%3$s" value="%4$s" class="%5$s"%6$s%7$s%8$s>',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( $types[ $field['kind'] ] ?? 'text' ),
			esc_attr( $value ),
			in_array( $field['kind'], array( 'number', 'range' ), true ) ? 'small-text' : 'regular-text',
			'number' === $field['kind'] && empty( $field['none'] ) ? ' inputmode="decimal"' : '',
			$described, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above
			$bounds // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above
		);
	}
	if ( $help ) {
		echo '<p class="description" id="' . esc_attr( $id . '-help' ) . '">' . esc_html( $help ) . '</p>';
	}
	echo '</td></tr>';
}

/**
 * A field's help: its own words, and how much of it search engines show (`shown`), which assets/fields.js
 * turns into a count as the editor types. (A page's `placeholder` is its list's empty choice.)
 *
 * @param array<string, mixed> $field Field definition.
 * @return string
 */
function gdm_concrete_field_help( $field ) {
	$parts = array();
	if ( ! empty( $field['help'] ) ) {
		$parts[] = (string) $field['help'];
	}
	if ( isset( $field['shown'] ) ) {
		$parts[] = sprintf(
			/* translators: 1: characters search engines show, 2: most characters */
			__( 'Search engines show about %1$d characters; at most %2$d.', 'gdm-concrete-content' ),
			(int) $field['shown'],
			(int) ( $field['max'] ?? 0 )
		);
	}
	return implode( ' ', $parts );
}

/**
 * A picture field: its thumbnail, the Media Library ID (typed without JavaScript, hidden with it) and the
 * Choose picture and Remove picture buttons of the picker (assets/fields.js).
 *
 * @param string $id        The input's id.
 * @param string $name      Field name.
 * @param string $value     Attachment ID, or an address stored before the field was a picker.
 * @param string $described Escaped aria-describedby attribute, or ''.
 */
function gdm_concrete_render_image_field( $id, $name, $value, $described ) {
	// An address (pasted before the field was a picker) shows as it is, and stays until a picture is chosen.
	$thumbnail = ctype_digit( $value ) ? wp_get_attachment_image_url( (int) $value, 'medium' ) : ( '' !== $value ? $value : false );
	echo '<div class="gdm-image">';
	printf(
		'<img class="gdm-image__preview" src="%1$s" alt="%2$s" width="240" height="135"%3$s>',
		esc_url( $thumbnail ? $thumbnail : '' ),
		esc_attr( $thumbnail ? (string) get_post_meta( (int) $value, '_wp_attachment_image_alt', true ) : '' ),
		$thumbnail ? '' : ' hidden'
	);
	printf(
		'<span class="gdm-image__hint">%1$s</span> <input id="%2$s" name="gdm_fields[%3$s]" type="text" inputmode="numeric" value="%4$s" class="small-text gdm-image__id"%5$s> ',
		esc_html__( 'Media Library ID:', 'gdm-concrete-content' ),
		esc_attr( $id ),
		esc_attr( $name ),
		esc_attr( $value ),
		$described // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller
	);
	printf(
		'<button type="button" class="button" data-action="choose" hidden>%1$s</button> <button type="button" class="button" data-action="clear" hidden>%2$s</button>',
		esc_html__( 'Choose picture', 'gdm-concrete-content' ),
		esc_html__( 'Remove picture', 'gdm-concrete-content' )
	);
	echo '</div>';
}

/**
 * A list of the site's pages to link to, by address. A value not (or no longer) among them stays, as it
 * is, until the editor changes it.
 *
 * @param string $attributes  Escaped id, name and other attributes of the select.
 * @param string $pages       Which pages: a post type (service, location), or `site` for the site's
 *                            own pages (site-pages.json's `_links`) and every service, town and album.
 * @param string $value       Current address.
 * @param string $placeholder What the site links to when nothing is chosen, or '' when it shows nothing.
 */
function gdm_concrete_render_page_select( $attributes, $pages, $value, $placeholder = '' ) {
	$groups = 'site' === $pages
		? array(
			__( 'Pages', 'gdm-concrete-content' )          => gdm_concrete_site_links(),
			__( 'Services', 'gdm-concrete-content' )       => gdm_concrete_page_choices( 'service' ),
			__( 'Towns served', 'gdm-concrete-content' )   => gdm_concrete_page_choices( 'location' ),
			__( 'Gallery albums', 'gdm-concrete-content' ) => gdm_concrete_page_choices( 'gallery_album' ),
		)
		: array( '' => gdm_concrete_page_choices( $pages ) );
	$empty = '' === $placeholder
		? __( '— Choose a page —', 'gdm-concrete-content' )
		/* translators: %s: the page's address */
		: sprintf( __( '— The site\'s own: %s —', 'gdm-concrete-content' ), $placeholder );
	echo '<select ' . $attributes . '><option value="">' . esc_html( $empty ) . '</option>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller
	$known = array();
	foreach ( $groups as $choices ) {
		$known += $choices;
	}
	if ( '' !== $value && ! isset( $known[ $value ] ) ) {
		echo '<option value="' . esc_attr( $value ) . '" selected>' . esc_html( $value ) . '</option>';
	}
	foreach ( $groups as $label => $choices ) {
		if ( ! $choices ) {
			continue;
		}
		if ( '' !== $label ) {
			echo '<optgroup label="' . esc_attr( $label ) . '">';
		}
		foreach ( $choices as $path => $title ) {
			printf(
				'<option value="%1$s"%2$s>%3$s</option>',
				esc_attr( $path ),
				selected( $path, $value, false ),
				esc_html( $title . ' (' . $path . ')' )
			);
		}
		if ( '' !== $label ) {
			echo '</optgroup>';
		}
	}
	echo '</select>';
}

/**
 * The site's own pages a link may point to besides its records, address => title: site-pages.json's
 * `_links` (read once).
 *
 * @return array<string, string>
 */
function gdm_concrete_site_links() {
	static $links = null;
	if ( null === $links ) {
		$json  = file_get_contents( GDM_CONCRETE_DIR . '/site-pages.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file
		$read  = is_string( $json ) ? json_decode( $json, true ) : null;
		$links = array();
		foreach ( is_array( $read ) && isset( $read['_links'] ) && is_array( $read['_links'] ) ? $read['_links'] : array() as $path => $title ) {
			if ( is_string( $title ) && '' !== gdm_concrete_site_path( (string) $path ) ) {
				$links[ (string) $path ] = $title;
			}
		}
	}
	return $links;
}

/**
 * The site's pages of one kind a link may point to, address => title: the site's built-in records'
 * pages (site-pages.json's `_built_in`) that WordPress did not take down, and every published record
 * of the type at its address from site-pages.json (`/services/{slug}`), under its title in WordPress.
 *
 * @param string $type Post type (service, location).
 * @return array<string, string>
 */
function gdm_concrete_page_choices( $type ) {
	static $choices = array();
	if ( isset( $choices[ $type ] ) ) {
		return $choices[ $type ];
	}
	$choices[ $type ] = array();
	$pattern          = gdm_concrete_site_pages()[ $type ][0] ?? '';
	if ( '' === $pattern ) {
		return $choices[ $type ];
	}
	$choices[ $type ] = gdm_concrete_built_in_pages( $type );
	$posts            = get_posts(
		array(
			'post_type'      => $type,
			'post_status'    => 'publish',
			'posts_per_page' => 500,
			'orderby'        => 'title',
			'order'          => 'ASC',
			'no_found_rows'  => true,
		)
	);
	foreach ( $posts as $post ) {
		if ( preg_match( '/^[a-z0-9]+(?:-[a-z0-9]+)*$/', $post->post_name ) ) {
			$title = wp_strip_all_tags( get_the_title( $post ) );
			$choices[ $type ][ str_replace( '{slug}', $post->post_name, $pattern ) ] = '' === $title ? $post->post_name : $title;
		}
	}
	asort( $choices[ $type ], SORT_NATURAL | SORT_FLAG_CASE );
	return $choices[ $type ];
}

/**
 * The pages of the site's built-in records of a type, address => title (site-pages.json's `_built_in`),
 * without those WordPress took down (includes/removed.php): they show on the site whether or not
 * WordPress holds them.
 *
 * @param string $type Post type (service).
 * @return array<string, string>
 */
function gdm_concrete_built_in_pages( $type ) {
	$json    = file_get_contents( GDM_CONCRETE_DIR . '/site-pages.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own file
	$read    = is_string( $json ) ? json_decode( $json, true ) : null;
	$pages   = is_array( $read ) && isset( $read['_built_in'][ $type ] ) && is_array( $read['_built_in'][ $type ] ) ? $read['_built_in'][ $type ] : array();
	$removed = gdm_concrete_removed_answer()[ $type ] ?? array();
	$pattern = gdm_concrete_site_pages()[ $type ][0] ?? '';
	$built   = array();
	foreach ( $pages as $path => $title ) {
		$slug = '' === $pattern ? '' : str_replace( explode( '{slug}', $pattern ), '', (string) $path );
		if ( is_string( $title ) && ! in_array( $slug, $removed, true ) ) {
			$built[ (string) $path ] = $title;
		}
	}
	return $built;
}
