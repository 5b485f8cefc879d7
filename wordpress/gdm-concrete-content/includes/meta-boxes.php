<?php
/**
 * The fields as boxes on the edit screens.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'add_meta_boxes', 'gdm_concrete_add_meta_boxes', 10, 2 );
add_action( 'save_post', 'gdm_concrete_save_meta_boxes', 10, 2 );

/**
 * One box per post type with fields.
 *
 * @param string  $post_type Post type.
 * @param WP_Post $post      Post being edited.
 */
function gdm_concrete_add_meta_boxes( $post_type, $post ) {
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
 * One field as a form row: an input for one line, a text area for lists and rows.
 *
 * @param string               $name  Field name.
 * @param array<string, mixed> $field Field definition.
 * @param string               $value Current value.
 */
function gdm_concrete_render_field( $name, $field, $value ) {
	$id   = 'gdm-field-' . $name;
	$help = $field['help'] ?? '';
	echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $field['label'] ) . '</label></th><td>';
	if ( in_array( $field['kind'], array( 'lines', 'rows', 'menu' ), true ) ) {
		$rows = 'lines' === $field['kind'] ? 3 : 5;
		printf(
			'<textarea id="%1$s" name="gdm_fields[%2$s]" rows="%3$d" class="large-text"%5$s>%4$s</textarea>',
			esc_attr( $id ),
			esc_attr( $name ),
			(int) $rows,
			esc_textarea( $value ),
			$help ? ' aria-describedby="' . esc_attr( $id . '-help' ) . '"' : ''
		);
	} else {
		$types = array(
			'number' => 'text',
			'url'    => 'url',
			'email'  => 'email',
		);
		printf(
			'<input id="%1$s" name="gdm_fields[%2$s]" type="%3$s" value="%4$s" class="%5$s"%6$s%7$s>',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( $types[ $field['kind'] ] ?? 'text' ),
			esc_attr( $value ),
			'number' === $field['kind'] ? 'small-text' : 'regular-text',
			'number' === $field['kind'] ? ' inputmode="decimal"' : '',
			$help ? ' aria-describedby="' . esc_attr( $id . '-help' ) . '"' : ''
		);
	}
	if ( $help ) {
		echo '<p class="description" id="' . esc_attr( $id . '-help' ) . '">' . esc_html( $help ) . '</p>';
	}
	echo '</td></tr>';
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
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is sanitised below for its kind.
	$input = isset( $_POST['gdm_fields'] ) && is_array( $_POST['gdm_fields'] ) ? wp_unslash( $_POST['gdm_fields'] ) : array();
	gdm_concrete_save_fields( $post_id, $fields, $input );
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
			update_post_meta( $post_id, gdm_concrete_meta_key( $name ), $value );
		}
	}
}
