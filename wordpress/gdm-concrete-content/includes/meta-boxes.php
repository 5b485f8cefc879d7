<?php
/**
 * The fields as boxes on the edit screens.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'add_meta_boxes', 'gdm_concrete_add_meta_boxes', 10, 2 );
add_action( 'save_post', 'gdm_concrete_save_meta_boxes', 10, 2 );
add_action( 'admin_enqueue_scripts', 'gdm_concrete_enqueue_edit_screen' );
add_action( 'admin_notices', 'gdm_concrete_row_notice' );
add_action( 'admin_enqueue_scripts', 'gdm_concrete_enqueue_field_script' );

// How long the checks of a save wait to be shown on the screen the save returns to.
define( 'GDM_CONCRETE_ROW_NOTICE_SECONDS', 300 );

/**
 * One box per post type with fields.
 *
 * @param string  $post_type Post type.
 * @param WP_Post $post      Post being edited.
 */
function gdm_concrete_add_meta_boxes( $post_type, $post ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- add_meta_boxes passes the post too
	$titles = array(
		'service'       => __( 'Service page fields', 'gdm-concrete-content' ),
		'location'      => __( 'Town page fields', 'gdm-concrete-content' ),
		'gallery_album' => __( 'Album projects', 'gdm-concrete-content' ),
		'post'          => __( 'Testimonial', 'gdm-concrete-content' ),
		'site_option'   => __( 'Option values', 'gdm-concrete-content' ),
	);
	if ( in_array( $post_type, array( 'service', 'location', 'faq', 'process_step', 'gallery_album', 'site_option' ), true ) ) {
		// The fields are in their own box; the raw Custom Fields box would only confuse.
		remove_meta_box( 'postcustom', $post_type, 'normal' );
	}
	if ( ! isset( $titles[ $post_type ] ) ) {
		return;
	}
	add_meta_box(
		'gdm-concrete-fields',
		$titles[ $post_type ],
		'gdm_concrete_render_meta_box',
		$post_type,
		'post' === $post_type ? 'side' : 'normal',
		'high'
	);
}

/**
 * The fields of one post type, for a post or the settings page.
 *
 * @param WP_Post $post Post being edited.
 */
function gdm_concrete_render_meta_box( $post ) {
	$fields = gdm_concrete_post_fields( $post );
	wp_nonce_field( 'gdm_concrete_save_fields', 'gdm_concrete_nonce' );
	echo '<table class="form-table" role="presentation"><tbody>';
	foreach ( $fields as $name => $field ) {
		gdm_concrete_render_field( $name, $field, (string) get_post_meta( $post->ID, gdm_concrete_meta_key( $name ), true ) );
	}
	echo '</tbody></table>';
}

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
	$bounds    = ( isset( $field['max'] ) ? ' maxlength="' . (int) $field['max'] . '"' : '' )
		. ( isset( $field['shown'] ) ? ' data-shown="' . (int) $field['shown'] . '"' : '' )
		. ( isset( $field['placeholder'] ) && 'page' !== $field['kind'] ? ' placeholder="' . esc_attr( $field['placeholder'] ) . '"' : '' );
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
			'number' === $field['kind'] ? 'small-text' : 'regular-text',
			'number' === $field['kind'] ? ' inputmode="decimal"' : '',
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
 * @param string $value     Attachment ID.
 * @param string $described Escaped aria-describedby attribute, or ''.
 */
function gdm_concrete_render_image_field( $id, $name, $value, $described ) {
	$thumbnail = ctype_digit( $value ) ? wp_get_attachment_image_url( (int) $value, 'medium' ) : false;
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
 * Saves the box's fields: only with the box's nonce, never for an autosave or a revision, only for
 * someone who may write them (gdm_concrete_may_write_fields), and each value cleaned for its kind.
 *
 * @param int     $post_id Post ID.
 * @param WP_Post $post    Post.
 */
function gdm_concrete_save_meta_boxes( $post_id, $post ) {
	if ( ! isset( $_POST['gdm_concrete_nonce'] ) ) {
		return;
	}
	if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['gdm_concrete_nonce'] ) ), 'gdm_concrete_save_fields' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	if ( ! gdm_concrete_may_write_fields( $post->post_type, $post_id ) ) {
		return;
	}
	$fields = gdm_concrete_post_fields( $post );
	gdm_concrete_save_fields( $post_id, $fields, gdm_concrete_submitted_fields() );
	gdm_concrete_remember_row_problems( $post_id, $fields );
}

/**
 * The fields as the edit form sent them, by field name: one value each from `gdm_fields[name]`, and for
 * a rows field shown on the form (`gdm_rows_shown[]`) its rows from `gdm_rows[name][i][column]` (none
 * when every row was removed). Not yet cleaned: gdm_concrete_save_fields cleans each for its kind.
 * The caller has checked the form's nonce.
 *
 * @return array<string, mixed>
 */
function gdm_concrete_submitted_fields() {
	// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked by the caller; each value is sanitised for its kind.
	$input = isset( $_POST['gdm_fields'] ) && is_array( $_POST['gdm_fields'] ) ? wp_unslash( $_POST['gdm_fields'] ) : array();
	$rows  = isset( $_POST['gdm_rows'] ) && is_array( $_POST['gdm_rows'] ) ? wp_unslash( $_POST['gdm_rows'] ) : array();
	$shown = isset( $_POST['gdm_rows_shown'] ) && is_array( $_POST['gdm_rows_shown'] ) ? wp_unslash( $_POST['gdm_rows_shown'] ) : array();
	// phpcs:enable
	foreach ( $shown as $name ) {
		if ( is_string( $name ) ) {
			$input[ $name ] = isset( $rows[ $name ] ) && is_array( $rows[ $name ] ) ? $rows[ $name ] : array();
		}
	}
	return $input;
}

/**
 * Stores the given fields' values on a post.
 *
 * @param int                                 $post_id Post ID.
 * @param array<string, array<string, mixed>> $fields  Field definitions.
 * @param array<string, mixed>                $input   Submitted values by field name.
 */
function gdm_concrete_save_fields( $post_id, $fields, $input ) {
	foreach ( $fields as $name => $field ) {
		if ( ! array_key_exists( $name, $input ) ) {
			continue;
		}
		$value = gdm_concrete_sanitize_field( $field, $input[ $name ] );
		if ( '' === $value ) {
			delete_post_meta( $post_id, gdm_concrete_meta_key( $name ) );
		} else {
			// update_post_meta() takes slashes off: rows' JSON keeps its backslashes only slashed.
			update_post_meta( $post_id, gdm_concrete_meta_key( $name ), wp_slash( $value ) );
		}
	}
}

/**
 * A rows field: one group of labelled inputs per row, and one empty row to add to, so the screen works
 * without JavaScript. assets/rows.js adds the Add, Remove and Move buttons' work and the photo picker.
 *
 * @param string                            $name  Field name.
 * @param array<string, mixed>              $field Field definition.
 * @param array<int, array<string, string>> $rows  Current rows.
 */
function gdm_concrete_render_rows( $name, $field, $rows ) {
	$id   = 'gdm-field-' . $name;
	$item = (string) ( $field['item'] ?? 'row' );
	$help = $field['help'] ?? '';
	echo '<tr><th scope="row" id="' . esc_attr( $id . '-label' ) . '">' . esc_html( $field['label'] ) . '</th><td>';
	printf(
		'<div class="gdm-rows" id="%1$s" role="group" aria-labelledby="%1$s-label" data-field="%2$s" data-legend="%3$s">',
		esc_attr( $id ),
		esc_attr( $name ),
		esc_attr( ucfirst( $item ) . ' %d' )
	);
	echo '<input type="hidden" name="gdm_rows_shown[]" value="' . esc_attr( $name ) . '">';
	if ( $help ) {
		echo '<p class="description">' . esc_html( $help ) . '</p>';
	}
	echo '<ol class="gdm-rows__list">';
	$rows[] = array();
	foreach ( $rows as $index => $row ) {
		gdm_concrete_render_row( $name, $field, $index, $row );
	}
	echo '</ol>';
	echo '<template class="gdm-rows__template">';
	gdm_concrete_render_row( $name, $field, 0, array() );
	echo '</template>';
	printf(
		'<p class="gdm-rows__add" hidden><button type="button" class="button" data-action="add">%s</button></p>',
		/* translators: %s: what one row is (question) */
		esc_html( sprintf( __( 'Add %s', 'gdm-concrete-content' ), $item ) )
	);
	echo '</div></td></tr>';
}

/**
 * One row: a fieldset named after the row ("Question 2"), an input per column, and its buttons.
 *
 * @param string                $name  Field name.
 * @param array<string, mixed>  $field Field definition.
 * @param int                   $index Position, from 0.
 * @param array<string, string> $row   Values.
 */
function gdm_concrete_render_row( $name, $field, $index, $row ) {
	$item   = (string) ( $field['item'] ?? 'row' );
	$number = $index + 1;
	echo '<li class="gdm-row"><fieldset><legend class="gdm-row__legend">' . esc_html( ucfirst( $item ) . ' ' . $number ) . '</legend><div class="gdm-row__cells">';
	foreach ( $field['columns'] as $column ) {
		gdm_concrete_render_cell( $name, $item, $column, $index, (string) ( $row[ $column['name'] ] ?? '' ) );
	}
	echo '</div><p class="gdm-row__actions" hidden>';
	$buttons = array(
		/* translators: %1$s: what one row is (question), %2$s: its number */
		'up'     => array( __( 'Move up', 'gdm-concrete-content' ), __( 'Move up %1$s %2$s', 'gdm-concrete-content' ) ),
		/* translators: %1$s: what one row is (question), %2$s: its number */
		'down'   => array( __( 'Move down', 'gdm-concrete-content' ), __( 'Move down %1$s %2$s', 'gdm-concrete-content' ) ),
		/* translators: %1$s: what one row is (question), %2$s: its number */
		'remove' => array( __( 'Remove', 'gdm-concrete-content' ), __( 'Remove %1$s %2$s', 'gdm-concrete-content' ) ),
	);
	foreach ( $buttons as $action => $texts ) {
		gdm_concrete_row_button( $action, $texts[0], sprintf( $texts[1], $item, '%d' ), $number );
	}
	echo '</p></fieldset></li>';
}

/**
 * A button of a row, its accessible name naming the row ("Remove question 2"); rows.js renumbers it
 * from `data-label` when rows move.
 *
 * @param string $action  What rows.js does (up, down, remove, choose, clear).
 * @param string $text    Visible text.
 * @param string $pattern Accessible name, with %d for the row's number.
 * @param int    $number  The row's number.
 * @param bool   $hidden  Hidden until rows.js shows it.
 */
function gdm_concrete_row_button( $action, $text, $pattern, $number, $hidden = false ) {
	printf(
		'<button type="button" class="button" data-action="%1$s" data-label="%2$s" aria-label="%3$s"%5$s>%4$s</button> ',
		esc_attr( $action ),
		esc_attr( $pattern ),
		esc_attr( sprintf( $pattern, $number ) ),
		esc_html( $text ),
		$hidden ? ' hidden' : ''
	);
}

/**
 * One column's input in a row, with its label: a line, a text area, a number, a page of the site, or a
 * photo (its Media Library ID, chosen with the picker).
 *
 * @param string               $name   Field name.
 * @param string               $item   What one row is.
 * @param array<string, mixed> $column Column definition.
 * @param int                  $index  Row position, from 0.
 * @param string               $value  Current value.
 */
function gdm_concrete_render_cell( $name, $item, $column, $index, $value ) {
	$input_name = 'gdm_rows[' . $name . '][' . $index . '][' . $column['name'] . ']';
	$id         = 'gdm-' . $name . '-' . $index . '-' . $column['name'];
	$kind       = (string) $column['input'];
	$help       = (string) ( $column['help'] ?? '' );
	$common     = sprintf(
		'id="%1$s" name="%2$s" data-column="%3$s"%4$s',
		esc_attr( $id ),
		esc_attr( $input_name ),
		esc_attr( $column['name'] ),
		$help ? ' aria-describedby="' . esc_attr( $id . '-help' ) . '"' : ''
	);
	echo '<div class="gdm-row__cell gdm-row__cell--' . esc_attr( $kind ) . '">';
	if ( 'image' === $kind ) {
		gdm_concrete_render_image_cell( $common, $item, $column, $index, $value, $id );
	} else {
		echo '<label for="' . esc_attr( $id ) . '">' . esc_html( $column['label'] ) . '</label>';
	}
	if ( 'textarea' === $kind ) {
		echo '<textarea ' . $common . ' rows="3" class="large-text">' . esc_textarea( $value ) . '</textarea>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $common is escaped above
	} elseif ( 'number' === $kind ) {
		printf(
			'<input %1$s type="number" step="1"%2$s%3$s value="%4$s" class="small-text">',
			$common, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above
			isset( $column['min'] ) ? ' min="' . esc_attr( $column['min'] ) . '"' : '',
			isset( $column['max'] ) ? ' max="' . esc_attr( $column['max'] ) . '"' : '',
			esc_attr( $value )
		);
	} elseif ( 'page' === $kind ) {
		$choices = gdm_concrete_page_choices( (string) ( $column['pages'] ?? '' ) );
		echo '<select ' . $common . '><option value="">' . esc_html__( '— Choose a page —', 'gdm-concrete-content' ) . '</option>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $common is escaped above
		if ( '' !== $value && ! isset( $choices[ $value ] ) ) {
			// A value not (or no longer) among the site's pages stays, as it is, until the editor changes it.
			echo '<option value="' . esc_attr( $value ) . '" selected>' . esc_html( $value ) . '</option>';
		}
		foreach ( $choices as $path => $title ) {
			printf(
				'<option value="%1$s"%2$s>%3$s</option>',
				esc_attr( $path ),
				selected( $path, $value, false ),
				esc_html( $title . ' (' . $path . ')' )
			);
		}
		echo '</select>';
	} elseif ( 'image' !== $kind ) {
		echo '<input ' . $common . ' type="text" value="' . esc_attr( $value ) . '" class="widefat">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $common is escaped above
	}
	if ( $help ) {
		echo '<span class="description" id="' . esc_attr( $id . '-help' ) . '">' . esc_html( $help ) . '</span>';
	}
	echo '</div>';
}

/**
 * A photo column: the thumbnail, the Media Library ID (typed without JavaScript, hidden with it) and the
 * Choose photo and Remove photo buttons of the picker.
 *
 * @param string               $common Escaped id, name and data attributes of the input.
 * @param string               $item   What one row is.
 * @param array<string, mixed> $column Column definition.
 * @param int                  $index  Row position, from 0.
 * @param string               $value  Attachment ID.
 * @param string               $id     The input's id.
 */
function gdm_concrete_render_image_cell( $common, $item, $column, $index, $value, $id ) {
	$thumbnail = ctype_digit( $value ) ? wp_get_attachment_image_url( (int) $value, 'thumbnail' ) : false;
	printf(
		'<label for="%1$s">%2$s <span class="gdm-image__hint">%3$s</span></label>',
		esc_attr( $id ),
		esc_html( $column['label'] ),
		esc_html__( '(Media Library ID)', 'gdm-concrete-content' )
	);
	printf(
		'<img class="gdm-image__preview" src="%1$s" alt="%2$s" width="96" height="96"%3$s>',
		esc_url( $thumbnail ? $thumbnail : '' ),
		esc_attr( $thumbnail ? (string) get_post_meta( (int) $value, '_wp_attachment_image_alt', true ) : '' ),
		$thumbnail ? '' : ' hidden'
	);
	echo '<input ' . $common . ' type="text" inputmode="numeric" value="' . esc_attr( $value ) . '" class="small-text gdm-image__id">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller
	$edit_link = $thumbnail ? (string) get_edit_post_link( (int) $value, 'raw' ) : '';
	echo gdm_concrete_alt_note( $thumbnail ? gdm_concrete_alt_text( (int) $value ) : null, $edit_link ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in gdm_concrete_alt_note
	/* translators: %1$s: what one row is (project), %2$s: its number */
	gdm_concrete_row_button( 'choose', __( 'Choose photo', 'gdm-concrete-content' ), sprintf( __( 'Choose photo for %1$s %2$s', 'gdm-concrete-content' ), $item, '%d' ), $index + 1, true );
	/* translators: %1$s: what one row is (project), %2$s: its number */
	gdm_concrete_row_button( 'clear', __( 'Remove photo', 'gdm-concrete-content' ), sprintf( __( 'Remove photo of %1$s %2$s', 'gdm-concrete-content' ), $item, '%d' ), $index + 1, true );
}

/**
 * Under a row's photo: its description (Alternative Text), which the site gives people who cannot see
 * it, or, when it has none, a prompt with a link to where it is written. Nothing without a photo.
 * assets/rows.js writes the same when a photo is chosen.
 *
 * @param string|null $alt       The photo's Alternative Text; null for no photo.
 * @param string      $edit_link The photo's Media Library screen.
 * @return string HTML.
 */
function gdm_concrete_alt_note( $alt, $edit_link ) {
	if ( null === $alt ) {
		return '<p class="gdm-image__alt" hidden></p>';
	}
	if ( '' !== $alt ) {
		return '<p class="gdm-image__alt">' . esc_html(
			/* translators: %s: the photo's Alternative Text */
			sprintf( __( 'Description: %s', 'gdm-concrete-content' ), $alt )
		) . '</p>';
	}
	return '<p class="gdm-image__alt gdm-image__alt--missing">' . esc_html__( 'This photo has no description for people who cannot see it:', 'gdm-concrete-content' )
		. ' <a href="' . esc_url( $edit_link ) . '" target="_blank" rel="noopener">' . esc_html__( 'add Alternative Text in the Media Library', 'gdm-concrete-content' ) . '</a></p>';
}

/**
 * The site's pages of one kind a link may point to, address => title: every published record of the
 * type, at its address from site-pages.json (`/services/{slug}`).
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
	$posts = get_posts(
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
	return $choices[ $type ];
}

/**
 * The script and styles of the rows, and the Media Library's picker where a row has a photo: on the
 * edit screens of post types with rows only.
 *
 * @param string $hook The admin page.
 */
function gdm_concrete_enqueue_edit_screen( $hook ) {
	$screen = get_current_screen();
	if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || ! $screen ) {
		return;
	}
	$inputs = array();
	foreach ( gdm_concrete_fields()[ $screen->post_type ] ?? array() as $field ) {
		if ( 'rows' === $field['kind'] ) {
			$inputs = array_merge( $inputs, array_column( $field['columns'], 'input' ) );
		}
	}
	if ( ! $inputs ) {
		return;
	}
	if ( in_array( 'image', $inputs, true ) ) {
		wp_enqueue_media();
	}
	wp_enqueue_style( 'gdm-concrete-rows', plugins_url( 'assets/rows.css', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION );
	wp_enqueue_script( 'gdm-concrete-rows', plugins_url( 'assets/rows.js', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION, true );
	wp_localize_script(
		'gdm-concrete-rows',
		'gdmConcreteRows',
		array(
			'pickerTitle'  => __( 'Choose a photo', 'gdm-concrete-content' ),
			'pickerButton' => __( 'Use this photo', 'gdm-concrete-content' ),
			/* translators: %s: the photo's Alternative Text */
			'altLabel'     => __( 'Description: %s', 'gdm-concrete-content' ),
			'altMissing'   => __( 'This photo has no description for people who cannot see it:', 'gdm-concrete-content' ),
			'altAdd'       => __( 'add Alternative Text in the Media Library', 'gdm-concrete-content' ),
		)
	);
}

/**
 * The script of single fields (assets/fields.js: a picture's Media Library picker, the character count
 * of a field search engines show) and its styles, where a screen has such a field or the price list's
 * rows: Settings → Concrete site, and the edit screens of the types with one.
 *
 * @param string $hook The admin page.
 */
function gdm_concrete_enqueue_field_script( $hook ) {
	if ( 'settings_page_gdm-concrete-site' === $hook ) {
		$fields = gdm_concrete_option_fields();
	} else {
		$screen = get_current_screen();
		if ( ! in_array( $hook, array( 'post.php', 'post-new.php' ), true ) || ! $screen ) {
			return;
		}
		$fields = gdm_concrete_fields()[ $screen->post_type ] ?? array();
	}
	$kinds = array();
	foreach ( $fields as $field ) {
		$kinds[] = isset( $field['shown'] ) ? 'shown' : $field['kind'];
	}
	if ( ! array_intersect( array( 'shown', 'image', 'prices' ), $kinds ) ) {
		return;
	}
	if ( in_array( 'image', $kinds, true ) ) {
		wp_enqueue_media();
	}
	wp_enqueue_style( 'gdm-concrete-rows', plugins_url( 'assets/rows.css', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION );
	wp_enqueue_script( 'gdm-concrete-fields', plugins_url( 'assets/fields.js', GDM_CONCRETE_FILE ), array(), GDM_CONCRETE_VERSION, true );
	wp_localize_script(
		'gdm-concrete-fields',
		'gdmConcreteFields',
		array(
			'pickerTitle'  => __( 'Choose a picture', 'gdm-concrete-content' ),
			'pickerButton' => __( 'Use this picture', 'gdm-concrete-content' ),
			/* translators: 1: characters typed, 2: characters search engines show */
			'count'        => __( '%1$d characters; search engines show about %2$d.', 'gdm-concrete-content' ),
			/* translators: 1: characters typed, 2: characters search engines show */
			'over'         => __( '%1$d characters: search engines show about %2$d, and cut the rest.', 'gdm-concrete-content' ),
		)
	);
}

/**
 * Where the checks of one editor's save of one post wait for the screen the save returns to.
 *
 * @param int $post_id Post ID.
 * @return string
 */
function gdm_concrete_row_notice_key( $post_id ) {
	return 'gdm_concrete_rows_' . get_current_user_id() . '_' . (int) $post_id;
}

/**
 * Checks the rows just saved, and the featured image's description, and keeps what is wrong for the
 * notice.
 *
 * @param int                                 $post_id Post ID.
 * @param array<string, array<string, mixed>> $fields  The post's fields.
 */
function gdm_concrete_remember_row_problems( $post_id, $fields ) {
	$problems = array();
	foreach ( $fields as $name => $field ) {
		if ( 'rows' === $field['kind'] ) {
			$rows     = gdm_concrete_rows( (string) get_post_meta( $post_id, gdm_concrete_meta_key( $name ), true ), $field );
			$problems = array_merge( $problems, gdm_concrete_row_problems( $field, $rows ) );
		}
		if ( 'prices' === $field['kind'] ) {
			$rows     = gdm_concrete_price_rows( $field, (string) get_post_meta( $post_id, gdm_concrete_meta_key( $name ), true ) );
			$problems = array_merge( $problems, array_values( gdm_concrete_price_problems( $field, $rows ) ) );
		}
	}
	$featured = (int) get_post_thumbnail_id( $post_id );
	if ( $featured > 0 && '' === gdm_concrete_alt_text( $featured ) ) {
		$problems[] = __( 'The featured image has no description for people who cannot see it: add Alternative Text to it in the Media Library.', 'gdm-concrete-content' );
	}
	if ( $problems ) {
		set_transient( gdm_concrete_row_notice_key( $post_id ), $problems, GDM_CONCRETE_ROW_NOTICE_SECONDS );
	} else {
		delete_transient( gdm_concrete_row_notice_key( $post_id ) );
	}
}

/**
 * After a save: what the checks found, once, on the post's edit screen. The rows are saved as typed.
 */
function gdm_concrete_row_notice() {
	$screen = get_current_screen();
	$post   = get_post();
	if ( ! $screen || 'post' !== $screen->base || ! $post ) {
		return;
	}
	$problems = get_transient( gdm_concrete_row_notice_key( $post->ID ) );
	if ( ! is_array( $problems ) ) {
		return;
	}
	delete_transient( gdm_concrete_row_notice_key( $post->ID ) );
	echo '<div class="notice notice-warning gdm-row-notice"><p><strong>' . esc_html__( 'Saved. Some things need a look; rows are kept as you typed them:', 'gdm-concrete-content' ) . '</strong></p><ul>';
	foreach ( $problems as $problem ) {
		echo '<li>' . esc_html( $problem ) . '</li>';
	}
	echo '</ul></div>';
}
