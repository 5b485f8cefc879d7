<?php
/**
 * The `acf` field of the REST answers: the plugin's fields in the shape ACF's "Show in REST" gives,
 * with ACF's own values winning where ACF is installed and has them. A reader who may not see a post's
 * text (password-protected, not published) sees none of its fields either, in `acf` or in `meta`.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// After ACF (which registers its own `acf` field on rest_api_init), so this one answers and merges ACF's.
add_action( 'rest_api_init', 'gdm_concrete_register_rest_fields', 99 );

/**
 * Registers `acf` on every post type with fields, and hides the fields from readers who may not see them.
 */
function gdm_concrete_register_rest_fields() {
	foreach ( array_keys( gdm_concrete_fields() ) as $type ) {
		register_rest_field(
			$type,
			'acf',
			array(
				'get_callback' => 'gdm_concrete_rest_acf',
				'schema'       => array(
					'description' => __( 'The fields the website reads.', 'gdm-concrete-content' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit', 'embed' ),
					'readonly'    => true,
				),
			)
		);
		add_filter( "rest_prepare_{$type}", 'gdm_concrete_rest_hide_meta', 10, 3 );
	}
}

/**
 * Whether this request may see a post's fields: exactly when it may see the post's text. Whoever may
 * edit the post always; anyone else only when it is published and has no password, or the request
 * gave the right one (as WordPress's `?password=` does for the text).
 *
 * @param WP_Post              $post    Post.
 * @param WP_REST_Request|null $request The request, for its `password`.
 * @return bool
 */
function gdm_concrete_fields_visible( $post, $request ) {
	if ( current_user_can( 'edit_post', $post->ID ) ) {
		return true;
	}
	if ( 'publish' !== $post->post_status ) {
		return false;
	}
	if ( '' === (string) $post->post_password ) {
		return true;
	}
	$given = $request instanceof WP_REST_Request ? $request->get_param( 'password' ) : null;
	return is_string( $given ) && '' !== $given && hash_equals( (string) $post->post_password, $given );
}

/**
 * A post's fields as the website reads them; nothing for a reader who may not see them.
 *
 * @param array<string, mixed> $prepared The REST answer being prepared.
 * @param string               $name     The field's name (`acf`).
 * @param WP_REST_Request|null $request  The request.
 * @return object
 */
function gdm_concrete_rest_acf( $prepared, $name = 'acf', $request = null ) {
	// Without `id` (`?_fields=acf`), get_post( 0 ) is the post being prepared, which WordPress makes global.
	$post = get_post( (int) ( $prepared['id'] ?? 0 ) );
	if ( ! $post || ! gdm_concrete_fields_visible( $post, $request ) ) {
		return (object) array();
	}
	$fields = gdm_concrete_post_fields( $post );
	$values = array();
	foreach ( $fields as $field_name => $field ) {
		$raw = (string) get_post_meta( $post->ID, gdm_concrete_meta_key( $field_name ), true );
		if ( '' === $raw ) {
			continue;
		}
		$value = gdm_concrete_rest_value( $field, $raw );
		$as    = $field['as'] ?? $field_name;
		if ( isset( $field['group'] ) ) {
			$values[ $field['group'] ][ $as ] = $value;
		} else {
			$values[ $as ] = $value;
		}
	}
	// The booking settings of Settings → Concrete site (includes/booking-settings.php), one object.
	$booking = 'site_option' === $post->post_type && 'contact_info' === $post->post_name ? gdm_concrete_booking_rest( $post->ID ) : null;
	if ( $booking ) {
		$values['booking'] = $booking;
	}
	return (object) array_merge( $values, gdm_concrete_acf_values( $post->ID, gdm_concrete_rest_names( $fields ) ) );
}

/**
 * ACF's own values for the names the website reads. get_fields() gives every field of the post, also
 * those of field groups never meant for the REST API (an internal price, a note), so only these names
 * are taken.
 *
 * @param int      $post_id Post ID.
 * @param string[] $names   The names the website reads.
 * @return array<string, mixed>
 */
function gdm_concrete_acf_values( $post_id, $names ) {
	if ( ! function_exists( 'get_fields' ) ) {
		return array();
	}
	$acf = get_fields( $post_id );
	if ( ! is_array( $acf ) ) {
		return array();
	}
	$values = array();
	foreach ( array_intersect_key( $acf, array_flip( $names ) ) as $name => $value ) {
		if ( null !== $value && '' !== $value && false !== $value && array() !== $value ) {
			$values[ $name ] = $value;
		}
	}
	return $values;
}

/**
 * Takes the plugin's fields out of the answer's `meta` for a reader who may not see them.
 *
 * @param WP_REST_Response $response The answer.
 * @param WP_Post          $post     Post.
 * @param WP_REST_Request  $request  The request.
 * @return WP_REST_Response
 */
function gdm_concrete_rest_hide_meta( $response, $post, $request ) {
	$data = $response->get_data();
	if ( ! isset( $data['meta'] ) || ! is_array( $data['meta'] ) || gdm_concrete_fields_visible( $post, $request ) ) {
		return $response;
	}
	foreach ( array_keys( gdm_concrete_fields()[ $post->post_type ] ?? array() ) as $field_name ) {
		unset( $data['meta'][ gdm_concrete_meta_key( $field_name ) ] );
	}
	$response->set_data( $data );
	return $response;
}
