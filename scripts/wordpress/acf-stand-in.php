<?php
/**
 * Plugin Name: ACF stand-in (npm run test:wordpress only)
 * Description: The part of Advanced Custom Fields the site's plugin calls, for a test WordPress without ACF.
 *
 * A must-use plugin the harness installs. Values are stored as ACF stores them: the value in post meta
 * under the field's name, and "_{name}" holding the field's key. get_fields() answers as ACF's does:
 * every field of the post, whatever its field group's "Show in REST" says. An administrator sets values
 * with POST /wp-json/acf-stand-in/v1/fields/{post id} {"name": value, …}, as ACF's edit box would.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every ACF field of a post, by name.
 *
 * @param int|false $post_id Post ID.
 * @return array<string, mixed>|false
 */
function get_fields( $post_id = false ) {
	$post_id = $post_id ? (int) $post_id : (int) get_the_ID();
	$fields  = array();
	foreach ( get_post_meta( $post_id ) as $key => $values ) {
		$reference = get_post_meta( $post_id, '_' . $key, true );
		if ( '_' !== $key[0] && is_string( $reference ) && str_starts_with( $reference, 'field_' ) ) {
			$fields[ $key ] = maybe_unserialize( $values[0] );
		}
	}
	return $fields ? $fields : false;
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'acf-stand-in/v1',
			'/fields/(?P<id>\d+)',
			array(
				'methods'             => 'POST',
				'permission_callback' => static function () {
					return current_user_can( 'manage_options' );
				},
				'callback'            => static function ( WP_REST_Request $request ) {
					$post_id = (int) $request['id'];
					foreach ( (array) $request->get_json_params() as $name => $value ) {
						update_post_meta( $post_id, $name, $value );
						update_post_meta( $post_id, '_' . $name, 'field_' . md5( $name ) );
					}
					return get_fields( $post_id );
				},
			)
		);
	}
);
