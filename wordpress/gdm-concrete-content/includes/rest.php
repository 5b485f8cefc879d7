<?php
/**
 * The `acf` field of the REST answers: the plugin's fields in the shape ACF's "Show in REST" gives,
 * with ACF's own values winning where ACF is installed and has them.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// After ACF (which registers its own `acf` field on rest_api_init), so this one answers and merges ACF's.
add_action( 'rest_api_init', 'gdm_concrete_register_rest_fields', 99 );

/**
 * Registers `acf` on every post type with fields.
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
	}
}

/**
 * A post's fields as the website reads them.
 *
 * @param array<string, mixed> $post The REST answer being prepared.
 * @return object
 */
function gdm_concrete_rest_acf( $post ) {
	$id     = (int) $post['id'];
	$type   = get_post_type( $id );
	$fields = gdm_concrete_fields()[ $type ] ?? array();
	$values = array();
	foreach ( $fields as $name => $field ) {
		if ( 'site_option' === $type && ( $field['option'] ?? '' ) !== get_post_field( 'post_name', $id ) ) {
			continue;
		}
		$raw = (string) get_post_meta( $id, gdm_concrete_meta_key( $name ), true );
		if ( '' === $raw ) {
			continue;
		}
		$value = gdm_concrete_rest_value( $field, $raw );
		$as    = $field['as'] ?? $name;
		if ( isset( $field['group'] ) ) {
			$values[ $field['group'] ][ $as ] = $value;
		} else {
			$values[ $as ] = $value;
		}
	}
	if ( function_exists( 'get_fields' ) ) {
		$acf = get_fields( $id );
		if ( is_array( $acf ) ) {
			foreach ( $acf as $name => $value ) {
				if ( null !== $value && '' !== $value && false !== $value && array() !== $value ) {
					$values[ $name ] = $value;
				}
			}
		}
	}
	return (object) $values;
}
