<?php
/**
 * A rows field's inputs (questions, steps, testimonials, an album's projects): a group of labelled
 * inputs per row with its Move and Remove buttons, and a photo column's Media Library picker with the
 * photo's description. assets/rows.js does the buttons' work.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

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
