<?php
/**
 * The price list (fields.json site_option.prices, kept in the `price_list` site option): the low and
 * high price of each job the website prices, and how much more each finish costs than a plain broom
 * finish. Every page's prices, the instant estimate and the leads' estimates follow it.
 *
 * Only administrators see and save it (GDM_CONCRETE_SITE_OPTIONS_CAPABILITY, with the settings form's
 * nonce; the REST API's meta only for them too, includes/post-types.php). Stored as post meta
 * `_gdm_prices`: a JSON object with an entry { low, high } per row the administrator filled, as typed,
 * so a wrong number stays on the screen with what is wrong with it. A row left empty is the site's own
 * price. The REST answer's `acf.prices` holds only the rows that are right, as whole numbers; the site
 * checks them again.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The price list's field definition from fields.json.
 *
 * @return array<string, mixed>
 */
function gdm_concrete_price_field() {
	return gdm_concrete_option_fields()['prices'] ?? array();
}

/**
 * The rows as typed or stored, cleaned: item => { low, high }, each a trimmed string of at most 20
 * characters, only for the field's items, and only rows with something in them.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Rows as the form sends them (item => { low, high }) or their JSON.
 * @return array<string, array{low: string, high: string}>
 */
function gdm_concrete_price_rows( $field, $value ) {
	if ( is_string( $value ) ) {
		$value = json_decode( $value, true );
	}
	$rows = array();
	if ( ! is_array( $value ) ) {
		return $rows;
	}
	foreach ( array_keys( $field['items'] ?? array() ) as $item ) {
		$given = $value[ $item ] ?? null;
		if ( ! is_array( $given ) ) {
			continue;
		}
		$row = array();
		foreach ( array( 'low', 'high' ) as $end ) {
			$cell        = isset( $given[ $end ] ) && is_scalar( $given[ $end ] ) ? (string) $given[ $end ] : '';
			$row[ $end ] = mb_substr( trim( sanitize_text_field( $cell ) ), 0, 20 );
		}
		if ( '' !== $row['low'] . $row['high'] ) {
			$rows[ $item ] = $row;
		}
	}
	return $rows;
}

/**
 * The rows as stored: their JSON object, or '' for none (the field is then deleted: the site's own
 * prices throughout).
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $value Rows, or their JSON.
 * @return string
 */
function gdm_concrete_sanitize_prices( $field, $value ) {
	$rows = gdm_concrete_price_rows( $field, $value );
	return $rows ? (string) wp_json_encode( $rows, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) : '';
}

/**
 * What is wrong with one row, in a sentence naming it, or '' when it is a price the site can use:
 * both numbers given, whole, within the limits of the item's unit, the low one not above the high.
 *
 * @param array<string, mixed>               $field Field definition.
 * @param string                             $item  Item key (driveway).
 * @param array{low: string, high: string} $row   The row as stored.
 * @return string
 */
function gdm_concrete_price_problem( $field, $item, $row ) {
	$about  = $field['items'][ $item ];
	$unit   = (string) $about['unit'];
	$limits = $field['limits'][ $unit ];
	$label  = (string) $about['label'];
	if ( '' === $row['low'] || '' === $row['high'] ) {
		/* translators: %s: the row (Driveway) */
		return sprintf( __( '%s: give both a low and a high number, or leave both empty for the site\'s own.', 'gdm-concrete-content' ), $label );
	}
	if ( ! ctype_digit( $row['low'] ) || ! ctype_digit( $row['high'] ) ) {
		return 'percent' === $unit
			/* translators: %s: the row (Stamped or colored finish) */
			? sprintf( __( '%s: write whole percents, such as 20 and 30.', 'gdm-concrete-content' ), $label )
			/* translators: %s: the row (Driveway) */
			: sprintf( __( '%s: write whole dollars, without $ or cents, such as 8 and 14.', 'gdm-concrete-content' ), $label );
	}
	$low  = strlen( $row['low'] ) > 9 ? PHP_INT_MAX : (int) $row['low'];
	$high = strlen( $row['high'] ) > 9 ? PHP_INT_MAX : (int) $row['high'];
	foreach ( array( $low, $high ) as $number ) {
		if ( $number < $limits['min'] || $number > $limits['max'] ) {
			return 'percent' === $unit
				/* translators: 1: the row (Stamped or colored finish), 2: least, 3: most */
				? sprintf( __( '%1$s: each number must be from %2$d to %3$d percent.', 'gdm-concrete-content' ), $label, $limits['min'], $limits['max'] )
				/* translators: 1: the row (Driveway), 2: least, 3: most */
				: sprintf( __( '%1$s: each price must be from $%2$s to $%3$s.', 'gdm-concrete-content' ), $label, number_format( $limits['min'] ), number_format( $limits['max'] ) );
		}
	}
	if ( $low > $high ) {
		/* translators: 1: the row (Driveway), 2: the low number, 3: the high number */
		return sprintf( __( '%1$s: the low number (%2$d) is more than the high one (%3$d).', 'gdm-concrete-content' ), $label, $low, $high );
	}
	return '';
}

/**
 * What is wrong with the stored rows, a sentence per row, in the list's order.
 *
 * @param array<string, mixed>                            $field Field definition.
 * @param array<string, array{low: string, high: string}> $rows  Rows as stored.
 * @return array<string, string> Item => sentence.
 */
function gdm_concrete_price_problems( $field, $rows ) {
	$problems = array();
	foreach ( $rows as $item => $row ) {
		$problem = gdm_concrete_price_problem( $field, $item, $row );
		if ( '' !== $problem ) {
			$problems[ $item ] = $problem;
		}
	}
	return $problems;
}

/**
 * The stored rows as the REST API answers them (`acf.prices`): an entry { low, high } of whole
 * numbers per row that is right; a row that is not is left out, so the site keeps its own price.
 *
 * @param array<string, mixed> $field Field definition.
 * @param string               $raw   Stored value.
 * @return object
 */
function gdm_concrete_prices_rest( $field, $raw ) {
	$answer = array();
	foreach ( gdm_concrete_price_rows( $field, $raw ) as $item => $row ) {
		if ( '' === gdm_concrete_price_problem( $field, $item, $row ) ) {
			$answer[ $item ] = array(
				'low'  => (int) $row['low'],
				'high' => (int) $row['high'],
			);
		}
	}
	return (object) $answer;
}

/**
 * What an item's numbers count, for its row's legend.
 *
 * @param string $unit sqft, job or percent.
 * @return string
 */
function gdm_concrete_price_unit_text( $unit ) {
	$texts = array(
		'sqft'    => __( 'dollars per square foot', 'gdm-concrete-content' ),
		'job'     => __( 'dollars per job', 'gdm-concrete-content' ),
		'percent' => __( 'percent more than a broom finish', 'gdm-concrete-content' ),
	);
	return $texts[ $unit ] ?? '';
}

/**
 * The price list as a form row: a fieldset per item, like the rows of a repeatable field (rows.css),
 * named after the item and what its numbers count, with a Low and a High input showing the site's own
 * price greyed, and under a row that is not right, what is wrong with it. The rows are fixed: none is
 * added, moved or removed.
 *
 * @param string $name  Field name (prices).
 * @param array  $field Field definition.
 * @param string $value Stored value.
 */
function gdm_concrete_render_prices( $name, $field, $value ) {
	$rows     = gdm_concrete_price_rows( $field, $value );
	$problems = gdm_concrete_price_problems( $field, $rows );
	$id       = 'gdm-field-' . $name;
	echo '<tr><th scope="row" id="' . esc_attr( $id . '-label' ) . '">' . esc_html( $field['label'] ) . '</th><td>';
	echo '<div class="gdm-prices" id="' . esc_attr( $id ) . '" role="group" aria-labelledby="' . esc_attr( $id . '-label' ) . '">';
	if ( ! empty( $field['help'] ) ) {
		echo '<p class="description">' . esc_html( $field['help'] ) . '</p>';
	}
	echo '<ul class="gdm-rows__list">';
	foreach ( $field['items'] as $item => $about ) {
		$row     = $rows[ $item ] ?? array(
			'low'  => '',
			'high' => '',
		);
		$problem = $problems[ $item ] ?? '';
		$row_id  = $id . '-' . $item;
		printf(
			'<li class="gdm-row"><fieldset%1$s><legend class="gdm-row__legend">%2$s</legend><div class="gdm-row__cells">',
			'' === $problem ? '' : ' class="gdm-row--problem" aria-describedby="' . esc_attr( $row_id . '-problem' ) . '"',
			/* translators: 1: the item (Driveway), 2: what its numbers count (dollars per square foot) */
			esc_html( sprintf( __( '%1$s, %2$s', 'gdm-concrete-content' ), $about['label'], gdm_concrete_price_unit_text( (string) $about['unit'] ) ) )
		);
		$ends = array(
			'low'  => __( 'Low', 'gdm-concrete-content' ),
			'high' => __( 'High', 'gdm-concrete-content' ),
		);
		foreach ( $ends as $end => $label ) {
			printf(
				'<div class="gdm-row__cell gdm-row__cell--number"><label for="%1$s">%2$s</label><input id="%1$s" name="%3$s" type="text" inputmode="numeric" autocomplete="off" class="small-text" value="%4$s" placeholder="%5$s"%6$s></div>',
				esc_attr( $row_id . '-' . $end ),
				esc_html( $label ),
				esc_attr( 'gdm_fields[' . $name . '][' . $item . '][' . $end . ']' ),
				esc_attr( $row[ $end ] ),
				esc_attr( (string) $about[ $end ] ),
				'' === $problem ? '' : ' aria-invalid="true"'
			);
		}
		echo '</div>';
		if ( '' !== $problem ) {
			echo '<p class="gdm-row__problem" id="' . esc_attr( $row_id . '-problem' ) . '">' . esc_html( $problem ) . '</p>';
		}
		echo '</fieldset></li>';
	}
	echo '</ul></div></td></tr>';
}

/**
 * Saves the price list from Settings → Concrete site: only for an administrator, only with the
 * settings form's nonce (either missing ends the request, 403), into the published `price_list` site
 * option, made when first needed. Every row is kept as typed; the sentences say which are not right
 * (the site keeps its own price for those until they are).
 *
 * @return array<string, string> Item => what is wrong with its row.
 */
function gdm_concrete_price_list_save() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		wp_die( esc_html__( 'You may not change the price list.', 'gdm-concrete-content' ), 403 );
	}
	check_admin_referer( 'gdm_concrete_settings' );
	$field = gdm_concrete_price_field();
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each cell is sanitised in gdm_concrete_price_rows.
	$typed = isset( $_POST['gdm_fields']['prices'] ) && is_array( $_POST['gdm_fields']['prices'] ) ? wp_unslash( $_POST['gdm_fields']['prices'] ) : array();
	$value = gdm_concrete_sanitize_prices( $field, $typed );
	$post  = gdm_concrete_option_post( 'price_list' );
	if ( ! $post && '' === $value ) {
		return array();
	}
	$post_id = $post ? $post->ID : wp_insert_post(
		array(
			'post_type'   => 'site_option',
			'post_name'   => 'price_list',
			'post_title'  => gdm_concrete_option_slugs()['price_list'],
			'post_status' => 'publish',
		)
	);
	if ( ! $post_id || is_wp_error( $post_id ) ) {
		return array();
	}
	gdm_concrete_save_fields( $post_id, array( 'prices' => $field ), array( 'prices' => $typed ) );
	return gdm_concrete_price_problems( $field, gdm_concrete_price_rows( $field, $value ) );
}

/**
 * On Settings → Concrete site, above the form: the rows of the price list the site does not use yet,
 * each named, with what is wrong with it.
 *
 * @param string $value The stored price list.
 */
function gdm_concrete_price_notice( $value ) {
	$field    = gdm_concrete_price_field();
	$problems = gdm_concrete_price_problems( $field, gdm_concrete_price_rows( $field, $value ) );
	if ( ! $problems ) {
		return;
	}
	echo '<div class="notice notice-warning gdm-row-notice"><p><strong>' . esc_html__( 'Some prices are not used yet: each is kept as you typed it, and the website shows its own price for it until it is right.', 'gdm-concrete-content' ) . '</strong></p><ul>';
	foreach ( $problems as $problem ) {
		echo '<li>' . esc_html( $problem ) . '</li>';
	}
	echo '</ul></div>';
}
