<?php
/**
 * The business's promises and policies on Settings → Concrete site (fields.json, group `promises` of the
 * contact information): the reply and visit times, the project length, the deposit, the satisfaction
 * guarantee and emergency repairs. Each has three states: empty (the website keeps what its business
 * file says), a value (WordPress's wins), or none / no (the website makes no such promise). The bounds
 * are the business file's (server/core/business.ts); the website checks them again.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * A promise's number as stored: a whole number within the field's `min` and `max`, "none" when the
 * field allows it, else ''.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $value Typed value.
 * @return string
 */
function gdm_concrete_sanitize_bounded_number( $field, $value ) {
	$value = strtolower( trim( $value ) );
	if ( ! empty( $field['none'] ) && 'none' === $value ) {
		return 'none';
	}
	return gdm_concrete_whole_within( $field, $value ) ? (string) (int) $value : '';
}

/**
 * Whether a typed value is a whole number within the field's `min` and `max`.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $value Typed value.
 * @return bool
 */
function gdm_concrete_whole_within( $field, $value ) {
	return '' !== $value && ctype_digit( $value ) && strlen( $value ) <= 6
		&& (int) $value >= (int) $field['min'] && (int) $value <= (int) $field['max'];
}

/**
 * A range as stored: "3-5" (one number typed is both ends), "none", or '' for anything else: a number
 * out of bounds, or a low above the high.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $value Typed value: "3-5", "3 to 5", "4" or "none".
 * @return string
 */
function gdm_concrete_sanitize_range( $field, $value ) {
	$value = strtolower( trim( $value ) );
	if ( 'none' === $value ) {
		return 'none';
	}
	if ( ! preg_match( '/^(\d+)\s*(?:%\s*)?(?:(?:-|–|—|to)\s*(\d+))?\s*%?$/u', $value, $match ) ) {
		return '';
	}
	$low  = $match[1];
	$high = isset( $match[2] ) && '' !== $match[2] ? $match[2] : $low;
	if ( ! gdm_concrete_whole_within( $field, $low ) || ! gdm_concrete_whole_within( $field, $high ) || (int) $low > (int) $high ) {
		return '';
	}
	return (int) $low . '-' . (int) $high;
}

/**
 * A stored range as the website reads it: { low, high }, or "none".
 *
 * @param string $raw Stored value.
 * @return array<string, int>|string|null
 */
function gdm_concrete_range_rest( $raw ) {
	if ( 'none' === $raw ) {
		return 'none';
	}
	if ( ! preg_match( '/^(\d+)-(\d+)$/', $raw, $match ) ) {
		return null;
	}
	return array(
		'low'  => (int) $match[1],
		'high' => (int) $match[2],
	);
}

/**
 * A yes/no choice as stored: "yes", "no", or '' (as the business file says).
 *
 * @param string $value Chosen value.
 * @return string
 */
function gdm_concrete_sanitize_yesno( $value ) {
	$value = strtolower( trim( $value ) );
	return in_array( $value, array( 'yes', 'no' ), true ) ? $value : '';
}

/**
 * A yes/no field: a select of its three states, the first naming what the website says now when it
 * said it (the field's placeholder: includes/site-values.php).
 *
 * @param string               $id        The select's id.
 * @param string               $name      Field name.
 * @param array<string, mixed> $field     Field definition.
 * @param string               $value     Stored value.
 * @param string               $described The aria-describedby attribute, escaped.
 */
function gdm_concrete_render_yesno( $id, $name, $field, $value, $described ) {
	$now     = $field['placeholder'] ?? '';
	$default = '' === $now
		? __( 'As the business file says', 'gdm-concrete-content' )
		/* translators: %s: yes or no, what the website says now */
		: sprintf( __( 'As the business file says (now: %s)', 'gdm-concrete-content' ), 'yes' === $now ? __( 'yes', 'gdm-concrete-content' ) : __( 'no', 'gdm-concrete-content' ) );
	$choices = array(
		''    => $default,
		'yes' => __( 'Yes', 'gdm-concrete-content' ),
		'no'  => __( 'No', 'gdm-concrete-content' ),
	);
	printf(
		'<select id="%1$s" name="gdm_fields[%2$s]"%3$s>',
		esc_attr( $id ),
		esc_attr( $name ),
		$described // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller
	);
	foreach ( $choices as $choice => $label ) {
		printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
	}
	echo '</select>';
}

/**
 * What the website says now for a promise, as its field shows it greyed: "24", "3-5", "yes", "no" or
 * "none", from its answer's `promises` ({ replyHours: 24, projectDays: { low, high }, … }), or ''.
 *
 * @param array<string, mixed> $field    Field definition.
 * @param mixed                $promises The answer's `promises`.
 * @return string
 */
function gdm_concrete_promise_site_value( $field, $promises ) {
	if ( ! is_array( $promises ) ) {
		return '';
	}
	$key = lcfirst( str_replace( '_', '', ucwords( (string) $field['as'], '_' ) ) );
	if ( ! array_key_exists( $key, $promises ) ) {
		return '';
	}
	$value = $promises[ $key ];
	if ( null === $value ) {
		return 'none';
	}
	if ( is_bool( $value ) ) {
		return $value ? 'yes' : 'no';
	}
	if ( is_int( $value ) ) {
		return (string) $value;
	}
	if ( is_array( $value ) && is_int( $value['low'] ?? null ) && is_int( $value['high'] ?? null ) ) {
		return $value['low'] . '-' . $value['high'];
	}
	return '';
}
