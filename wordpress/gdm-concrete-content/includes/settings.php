<?php
/**
 * Settings → Concrete site: the connection to the website, and the site options (home page, call to
 * action, contact information, price list: includes/prices.php) on one page. The options are kept as `site_option` posts, which is where
 * the website reads them. Only what the website shows is here: its header menus and footer columns list
 * its own pages and follow them (docs/decisions/002-wordpress-content-model.md).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', 'gdm_concrete_settings_menu' );
add_action( 'admin_post_gdm_concrete_settings', 'gdm_concrete_settings_save' );

/**
 * Adds the page.
 */
function gdm_concrete_settings_menu() {
	add_options_page(
		__( 'Concrete site', 'gdm-concrete-content' ),
		__( 'Concrete site', 'gdm-concrete-content' ),
		GDM_CONCRETE_SITE_OPTIONS_CAPABILITY,
		'gdm-concrete-site',
		'gdm_concrete_settings_page'
	);
}

/**
 * The `site_option` post for a slug: the published one, which the website reads, before any other.
 *
 * @param string $slug home_page, cta, contact_info or price_list.
 * @return WP_Post|null
 */
function gdm_concrete_option_post( $slug ) {
	foreach ( array( 'publish', 'any' ) as $status ) {
		$posts = get_posts(
			array(
				'post_type'      => 'site_option',
				'name'           => $slug,
				'post_status'    => $status,
				'posts_per_page' => 1,
			)
		);
		if ( $posts ) {
			return $posts[0];
		}
	}
	return null;
}

/**
 * Renders the page.
 */
function gdm_concrete_settings_page() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		return;
	}
	$connection = gdm_concrete_connection();
	$last       = get_option( 'gdm_concrete_last_call' );
	$fields     = gdm_concrete_option_fields();
	echo '<div class="wrap"><h1>' . esc_html__( 'Concrete site', 'gdm-concrete-content' ) . '</h1>';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which notice to show.
	if ( isset( $_GET['gdm-saved'] ) ) {
		echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__( 'Saved. The website shows the change on its next page view.', 'gdm-concrete-content' ) . '</p></div>';
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which notice to show.
	if ( isset( $_GET['gdm-secret-short'] ) ) {
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %d: least number of characters */
					__( 'The shared secret was not changed: a new one needs at least %d characters.', 'gdm-concrete-content' ),
					GDM_CONCRETE_MIN_SECRET_LENGTH
				)
			)
		);
	}
	gdm_concrete_upload_limit_notice();
	$prices = gdm_concrete_option_post( 'price_list' );
	gdm_concrete_price_notice( $prices ? (string) get_post_meta( $prices->ID, gdm_concrete_meta_key( 'prices' ), true ) : '' );
	gdm_concrete_import_section();
	gdm_concrete_texts_section();
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="gdm_concrete_settings">';
	wp_nonce_field( 'gdm_concrete_settings' );

	echo '<h2>' . esc_html__( 'Connection to the website', 'gdm-concrete-content' ) . '</h2>';
	echo '<p>' . esc_html__( 'When content the website shows is published, updated or trashed, WordPress tells the website at once, signed with the shared secret. Set the same secret as WORDPRESS_WEBHOOK_SECRET on the website.', 'gdm-concrete-content' ) . '</p>';
	echo '<table class="form-table" role="presentation"><tbody>';
	// Each value set in wp-config.php is shown read-only and without a name, so a save never sends it.
	$url_locked    = defined( 'GDM_CONCRETE_SITE_URL' );
	$secret_locked = defined( 'GDM_CONCRETE_WEBHOOK_SECRET' );
	printf(
		'<tr><th scope="row"><label for="gdm-site-url">%1$s</label></th><td><input id="gdm-site-url" %2$s type="url" class="regular-text" value="%3$s" placeholder="https://www.example.com"><p class="description">%4$s</p></td></tr>',
		esc_html__( 'Website address', 'gdm-concrete-content' ),
		$url_locked ? 'readonly' : 'name="gdm_site_url"',
		esc_attr( $connection['url'] ),
		$url_locked
			? esc_html__( 'Set in wp-config.php (GDM_CONCRETE_SITE_URL).', 'gdm-concrete-content' )
			: esc_html__( 'The public website, e.g. https://www.gdm-concrete.com. Its WORDPRESS_URL points here.', 'gdm-concrete-content' )
	);
	printf(
		'<tr><th scope="row"><label for="gdm-secret">%1$s</label></th><td><input id="gdm-secret" %2$s type="text" class="regular-text code" autocomplete="off" spellcheck="false" value="%3$s"><p class="description">%4$s</p></td></tr>',
		esc_html__( 'Shared secret', 'gdm-concrete-content' ),
		$secret_locked ? 'readonly' : 'name="gdm_secret"',
		esc_attr( $secret_locked ? str_repeat( '•', 16 ) : $connection['secret'] ),
		$secret_locked
			? esc_html__( 'Set in wp-config.php (GDM_CONCRETE_WEBHOOK_SECRET).', 'gdm-concrete-content' )
			: esc_html(
				sprintf(
					/* translators: %d: least number of characters */
					__( 'At least %d characters. Copy it to the website\'s WORDPRESS_WEBHOOK_SECRET. Saving keeps it unless you type a new one.', 'gdm-concrete-content' ),
					GDM_CONCRETE_MIN_SECRET_LENGTH
				)
			)
	);
	$status = is_array( $last )
		? sprintf(
			/* translators: 1: date and time, 2: result */
			__( '%1$s — %2$s', 'gdm-concrete-content' ),
			wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $last['time'] ),
			$last['message']
		)
		: __( 'No call yet.', 'gdm-concrete-content' );
	printf(
		'<tr><th scope="row">%1$s</th><td><p id="gdm-last-call">%2$s</p><p><button type="submit" name="gdm_test" value="1" class="button">%3$s</button></p></td></tr>',
		esc_html__( 'Last call to the website', 'gdm-concrete-content' ),
		esc_html( $status ),
		esc_html__( 'Save and send a test call', 'gdm-concrete-content' )
	);
	echo '</tbody></table>';

	gdm_concrete_leads_editors_setting();
	gdm_concrete_booking_section();

	$intros = array(
		'home_page'    => __( 'The top of the home page and its sections\' headings. A field left empty shows the site\'s own words, shown greyed in it. The cards, lists and towns under the headings are the site\'s own.', 'gdm-concrete-content' ),
		'cta'          => __( 'The banner near the end of the home page and of every town\'s page. A field left empty shows the site\'s own words, shown greyed in it.', 'gdm-concrete-content' ),
		'contact_info' => __( 'On every page. A field left empty shows what the site shows, from its own business details, greyed in it. The header\'s menus and the footer\'s columns list the site\'s own pages and towns, and follow them; they are not set here.', 'gdm-concrete-content' ),
		'price_list'   => __( 'Every price the website states: the service pages, their questions and answers, the instant estimate, and the estimates sent with a lead, which name the list they were priced with. Only administrators see and change it.', 'gdm-concrete-content' ),
	);
	foreach ( gdm_concrete_option_slugs() as $slug => $title ) {
		$post = gdm_concrete_option_post( $slug );
		echo '<h2>' . esc_html( $title ) . '</h2>';
		if ( isset( $intros[ $slug ] ) ) {
			echo '<p>' . esc_html( $intros[ $slug ] ) . '</p>';
		}
		echo '<table class="form-table" role="presentation"><tbody>';
		$group = '';
		foreach ( $fields as $name => $field ) {
			if ( $field['option'] !== $slug ) {
				continue;
			}
			if ( 'promises' === ( $field['group'] ?? '' ) && 'promises' !== $group ) {
				// The promises and policies: a table of their own, under the contact information.
				echo '</tbody></table><h3>' . esc_html__( 'Promises and policies', 'gdm-concrete-content' ) . '</h3>';
				echo '<p>' . esc_html__( 'What the website promises on every page that says it. A field left empty keeps what the website\'s business file says, shown greyed; a value here wins over the file; none (or No) removes the promise, and the pages say it without a number.', 'gdm-concrete-content' ) . '</p>';
				echo '<table class="form-table" role="presentation"><tbody>';
			}
			$group = (string) ( $field['group'] ?? '' );
			$value = $post ? (string) get_post_meta( $post->ID, gdm_concrete_meta_key( $name ), true ) : '';
			gdm_concrete_render_field( $name, gdm_concrete_with_site_value( $name, $field ), $value );
		}
		echo '</tbody></table>';
	}
	submit_button( __( 'Save changes', 'gdm-concrete-content' ) );
	echo '</form></div>';
}

/**
 * Saves the page: the connection, then each site option into its `site_option` post.
 */
function gdm_concrete_settings_save() {
	if ( ! current_user_can( GDM_CONCRETE_SITE_OPTIONS_CAPABILITY ) ) {
		wp_die( esc_html__( 'You may not change these settings.', 'gdm-concrete-content' ), 403 );
	}
	check_admin_referer( 'gdm_concrete_settings' );

	if ( ! defined( 'GDM_CONCRETE_SITE_URL' ) && isset( $_POST['gdm_site_url'] ) ) {
		update_option( 'gdm_concrete_site_url', esc_url_raw( trim( sanitize_text_field( wp_unslash( $_POST['gdm_site_url'] ) ) ), array( 'http', 'https' ) ), false );
	}
	$secret_short = false;
	if ( ! defined( 'GDM_CONCRETE_WEBHOOK_SECRET' ) && isset( $_POST['gdm_secret'] ) ) {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared as sent, sanitised before it is kept.
		$typed = trim( (string) wp_unslash( $_POST['gdm_secret'] ) );
		// Only a new secret that was typed: the one shown, sent back unchanged, is no change.
		if ( $typed !== gdm_concrete_connection()['secret'] ) {
			$secret       = sanitize_text_field( $typed );
			$secret_short = strlen( $secret ) < GDM_CONCRETE_MIN_SECRET_LENGTH;
			if ( ! $secret_short ) {
				update_option( 'gdm_concrete_secret', $secret, false );
			}
		}
	}

	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is sanitised for its kind.
	$input  = isset( $_POST['gdm_fields'] ) && is_array( $_POST['gdm_fields'] ) ? wp_unslash( $_POST['gdm_fields'] ) : array();
	$fields = gdm_concrete_option_fields();
	foreach ( gdm_concrete_option_slugs() as $slug => $title ) {
		if ( 'price_list' === $slug ) {
			continue;
		}
		$own = array_filter(
			$fields,
			static function ( $field ) use ( $slug ) {
				return $field['option'] === $slug;
			}
		);
		$given = array_filter(
			array_intersect_key( $input, $own ),
			static function ( $value ) {
				return is_string( $value ) && '' !== trim( $value );
			}
		);
		$post  = gdm_concrete_option_post( $slug );
		if ( ! $post && ! $given ) {
			continue;
		}
		$post_id = $post ? $post->ID : wp_insert_post(
			array(
				'post_type'   => 'site_option',
				'post_name'   => $slug,
				'post_title'  => $title,
				'post_status' => 'publish',
			)
		);
		if ( $post_id && ! is_wp_error( $post_id ) ) {
			gdm_concrete_save_fields( $post_id, $own, $input );
		}
	}

	// Checks the capability and the nonce again itself: the price list is never saved without them.
	gdm_concrete_price_list_save();
	gdm_concrete_leads_editors_save();
	gdm_concrete_booking_save();

	if ( ! empty( $_POST['gdm_test'] ) ) {
		$tested = gdm_concrete_send(
			array(
				array(
					'type'   => 'settings',
					'action' => 'settings',
				),
			)
		);
		// The first good test call with the address and the secret set: the import runs once, by itself.
		gdm_concrete_import_after_test_call( $tested );
	}
	$notices = array_filter(
		array(
			'gdm-saved'        => '1',
			'gdm-secret-short' => $secret_short ? '1' : '',
		)
	);
	wp_safe_redirect( add_query_arg( $notices, admin_url( 'options-general.php?page=gdm-concrete-site' ) ) );
	exit;
}
