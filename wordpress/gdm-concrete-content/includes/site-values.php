<?php
/**
 * What the website shows where a contact field on Settings → Concrete site is empty, shown greyed in it
 * as its placeholder: the phone, e-mail, address, hours and social profiles come from the website's
 * business file (or its environment), which WordPress never holds, so the plugin asks the website
 * (GET /api/wp/options/contact_info, the values its pages show) with a short timeout and keeps the
 * answer a few minutes. A placeholder is never sent with the form: an empty field stays empty, and the
 * site keeps showing its own. When the website cannot be asked, a field shows fields.json's placeholder
 * if it has one (the home page's and the call to action's built-in words), else nothing.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// Where the website's answer is kept, and for how long: long enough for a few visits of the screen,
// short enough that a change of the business file shows soon. A failed call is tried again sooner.
define( 'GDM_CONCRETE_SITE_VALUES_TRANSIENT', 'gdm_concrete_site_values' );
define( 'GDM_CONCRETE_SITE_VALUES_SECONDS', 5 * 60 );
define( 'GDM_CONCRETE_SITE_VALUES_RETRY_SECONDS', 60 );
// The settings screen waits at most this long for the website.
define( 'GDM_CONCRETE_SITE_VALUES_TIMEOUT', 3 );

// Before the save (priority 10): the next view of the screen asks the website again.
add_action( 'admin_post_gdm_concrete_settings', 'gdm_concrete_forget_site_values', 5 );

/**
 * A site option's field with the website's value in use as its placeholder, when the website gave one.
 *
 * @param string               $name  Field name.
 * @param array<string, mixed> $field Field definition.
 * @return array<string, mixed>
 */
function gdm_concrete_with_site_value( $name, $field ) {
	if ( 'contact_info' !== ( $field['option'] ?? '' ) ) {
		return $field;
	}
	$values = gdm_concrete_site_values();
	if ( isset( $values[ $name ] ) && '' !== $values[ $name ] ) {
		$field['placeholder'] = $values[ $name ];
	}
	return $field;
}

/**
 * The contact values the website shows, by field name (phone, email, address, hours as lines, facebook…),
 * from the kept answer or the website; an empty list when no site is connected or it did not answer.
 *
 * @return array<string, string>
 */
function gdm_concrete_site_values() {
	$kept = get_transient( GDM_CONCRETE_SITE_VALUES_TRANSIENT );
	if ( is_array( $kept ) ) {
		return $kept;
	}
	$site = gdm_concrete_connection()['url'];
	if ( '' === $site ) {
		return array();
	}
	$response = gdm_concrete_site_request(
		$site . '/api/wp/options/contact_info',
		array(
			'method'              => 'GET',
			'timeout'             => GDM_CONCRETE_SITE_VALUES_TIMEOUT,
			'redirection'         => 0,
			'limit_response_size' => 64 * 1024,
			'headers'             => array( 'Accept' => 'application/json' ),
		)
	);
	$values = ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response )
		? gdm_concrete_read_site_values( (string) wp_remote_retrieve_body( $response ) )
		: array();
	set_transient( GDM_CONCRETE_SITE_VALUES_TRANSIENT, $values, $values ? GDM_CONCRETE_SITE_VALUES_SECONDS : GDM_CONCRETE_SITE_VALUES_RETRY_SECONDS );
	return $values;
}

/**
 * The website's answer (`{"value": {"phone": …, "hours": […], "socialMedia": {…}, "promises": {…}}}`)
 * as field name => text: only the contact fields of fields.json, only text (a promise as its field
 * is typed: includes/promises.php), each cleaned and bounded; anything else in the answer is ignored.
 *
 * @param string $body The answer's body.
 * @return array<string, string>
 */
function gdm_concrete_read_site_values( $body ) {
	$read   = json_decode( $body, true, 8 );
	$given  = is_array( $read ) && isset( $read['value'] ) && is_array( $read['value'] ) ? $read['value'] : array();
	$social = isset( $given['socialMedia'] ) && is_array( $given['socialMedia'] ) ? $given['socialMedia'] : array();
	$values = array();
	foreach ( gdm_concrete_option_fields() as $name => $field ) {
		if ( 'contact_info' !== $field['option'] ) {
			continue;
		}
		if ( 'promises' === ( $field['group'] ?? '' ) ) {
			$said = gdm_concrete_promise_site_value( $field, $given['promises'] ?? null );
			if ( '' !== $said ) {
				$values[ $name ] = $said;
			}
			continue;
		}
		$raw = 'social_media' === ( $field['group'] ?? '' ) ? ( $social[ $name ] ?? null ) : ( $given[ $name ] ?? null );
		if ( is_array( $raw ) && 'lines' === $field['kind'] ) {
			$raw = implode( "\n", array_slice( array_filter( $raw, 'is_string' ), 0, 14 ) );
		}
		if ( ! is_string( $raw ) ) {
			continue;
		}
		$text = 'lines' === $field['kind'] ? sanitize_textarea_field( $raw ) : sanitize_text_field( $raw );
		$text = mb_substr( trim( $text ), 0, 500 );
		if ( '' !== $text ) {
			$values[ $name ] = $text;
		}
	}
	return $values;
}

/**
 * Forgets the kept answer: after a save, the fields left empty show what the website shows then.
 */
function gdm_concrete_forget_site_values() {
	delete_transient( GDM_CONCRETE_SITE_VALUES_TRANSIENT );
}
