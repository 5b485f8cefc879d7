<?php
/**
 * Preview on the site: WordPress's Preview opens the site's own page for the record, with a short-lived
 * signed token, and the site reads the draft (or the editor's unsaved changes) back through this
 * plugin's REST route, which checks the same token.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// What a preview token signs first: the same secret signs the revalidation and leads API calls, and
// no signature made for one may pass as another's (server/content/preview-token.ts uses the same prefix).
define( 'GDM_CONCRETE_PREVIEW_SIGNATURE_PURPOSE', 'gdm-preview.v1.' );
// How long a Preview link works: long enough to look, short enough that a forwarded link soon dies.
define( 'GDM_CONCRETE_PREVIEW_SECONDS', 600 );

// What the fields' box held when the editor pressed Preview on a published record, kept on the autosave.
define( 'GDM_CONCRETE_PREVIEW_FIELDS_META', '_gdm_preview_fields' );

add_filter( 'preview_post_link', 'gdm_concrete_preview_link', 10, 2 );
add_action( 'rest_api_init', 'gdm_concrete_register_preview_route' );
add_action( 'save_post', 'gdm_concrete_preview_keep_fields', 20, 2 );

/**
 * A token naming the post, its type and the editor, signed with the secret shared with the site.
 *
 * @param int $post_id Post.
 * @param int $user_id The editor who asked for the preview.
 * @param int $now     Unix time.
 * @return string
 */
function gdm_concrete_preview_token( $post_id, $user_id, $now = 0 ) {
	$claims  = array(
		'p' => (int) $post_id,
		't' => (string) get_post_type( $post_id ),
		'u' => (int) $user_id,
		'e' => ( $now ? $now : time() ) + GDM_CONCRETE_PREVIEW_SECONDS,
	);
	$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( $claims ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a token's encoding, not obfuscation
	$secret  = gdm_concrete_connection()['secret'];
	return $payload . '.' . hash_hmac( 'sha256', GDM_CONCRETE_PREVIEW_SIGNATURE_PURPOSE . $payload, $secret );
}

/**
 * The claims of a good token: signed with the shared secret, not expired, no longer-lived than any
 * this plugin makes. Null for anything else.
 *
 * @param mixed $token The token as given.
 * @return array{p: int, t: string, u: int, e: int}|null
 */
function gdm_concrete_preview_claims( $token ) {
	$secret = gdm_concrete_connection()['secret'];
	if ( ! is_string( $token ) || strlen( $token ) > 400 || strlen( $secret ) < GDM_CONCRETE_MIN_SECRET_LENGTH ) {
		return null;
	}
	if ( ! preg_match( '/^([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/', $token, $parts ) ) {
		return null;
	}
	$expected = hash_hmac( 'sha256', GDM_CONCRETE_PREVIEW_SIGNATURE_PURPOSE . $parts[1], $secret );
	if ( ! hash_equals( $expected, $parts[2] ) ) {
		return null;
	}
	$claims = json_decode( (string) base64_decode( strtr( $parts[1], '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a token's encoding, not obfuscation
	if ( ! is_array( $claims ) || ! is_int( $claims['p'] ?? null ) || ! is_string( $claims['t'] ?? null ) || ! is_int( $claims['u'] ?? null ) || ! is_int( $claims['e'] ?? null ) ) {
		return null;
	}
	$now = time();
	if ( $claims['e'] < $now - 60 || $claims['e'] > $now + GDM_CONCRETE_PREVIEW_SECONDS + 60 ) {
		return null;
	}
	return $claims;
}

/**
 * The slug a record will have on the site: its own, or for a draft that has none yet, the one
 * WordPress will give it from its title.
 *
 * @param WP_Post $post Post.
 * @return string
 */
function gdm_concrete_preview_slug( $post ) {
	$slug = (string) $post->post_name;
	if ( '' === $slug ) {
		$slug = sanitize_title( (string) $post->post_title );
	}
	$slug = strtolower( (string) preg_replace( '/[^a-z0-9]+/i', '-', rawurldecode( $slug ) ) );
	$slug = trim( $slug, '-' );
	return '' === $slug ? 'preview-' . (int) $post->ID : $slug;
}

/**
 * The site's page that shows a record, for a preview: its own page, or the first page it appears on.
 *
 * @param WP_Post $post Post.
 * @return string A site path, or '' for a type the site does not show.
 */
function gdm_concrete_preview_path( $post ) {
	$path = gdm_concrete_site_pages()[ $post->post_type ][0] ?? '';
	return '' === $path ? '' : str_replace( '{slug}', gdm_concrete_preview_slug( $post ), $path );
}

/**
 * `preview_post_link`: the site's preview of the record, for someone who may edit it. Anyone else
 * (or a site not yet set up) keeps WordPress's own link, which shows nothing of a draft to them.
 *
 * @param string  $link WordPress's preview link.
 * @param WP_Post $post The record.
 * @return string
 */
function gdm_concrete_preview_link( $link, $post ) {
	$post = get_post( $post );
	$site = gdm_concrete_connection()['url'];
	if ( ! $post || '' === $site || '' === gdm_concrete_preview_path( $post ) || ! current_user_can( 'edit_post', $post->ID ) ) {
		return $link;
	}
	return $site . '/preview?token=' . rawurlencode( gdm_concrete_preview_token( $post->ID, get_current_user_id() ) );
}

/**
 * GET /wp-json/gdm/v1/preview?token=…, the site's call for the draft. The token is the credential: it
 * is checked here again, and the editor it names must still be able to edit the post.
 */
function gdm_concrete_register_preview_route() {
	register_rest_route(
		'gdm/v1',
		'/preview',
		array(
			'methods'             => 'GET',
			'callback'            => 'gdm_concrete_rest_preview',
			'permission_callback' => '__return_true',
			'args'                => array(
				'token' => array(
					'type'     => 'string',
					'required' => true,
				),
			),
		)
	);
}

/**
 * The draft, or the editor's unsaved changes to a published record, in the REST API's shape of the
 * published record, with the site page that shows it.
 *
 * @param WP_REST_Request $request The site's call.
 * @return WP_REST_Response|WP_Error
 */
function gdm_concrete_rest_preview( $request ) {
	$refused = new WP_Error( 'gdm_preview_refused', __( 'This preview link is not valid.', 'gdm-concrete-content' ), array( 'status' => 403 ) );
	$claims  = gdm_concrete_preview_claims( $request->get_param( 'token' ) );
	if ( null === $claims ) {
		return $refused;
	}
	$post = get_post( $claims['p'] );
	$user = get_userdata( $claims['u'] );
	if ( ! $post || ! $user || $claims['t'] !== $post->post_type || 'trash' === $post->post_status || ! user_can( $user, 'edit_post', $post->ID ) ) {
		return $refused;
	}
	$path      = gdm_concrete_preview_path( $post );
	$type      = get_post_type_object( $post->post_type );
	$rest_base = $type && $type->show_in_rest ? ( $type->rest_base ? $type->rest_base : $post->post_type ) : '';
	if ( '' === $path || '' === $rest_base ) {
		return $refused;
	}

	// The editor's unsaved changes to a published record, if newer than it.
	$autosave = wp_get_post_autosave( $post->ID, $user->ID );
	if ( $autosave && strtotime( $autosave->post_modified_gmt ) < strtotime( $post->post_modified_gmt ) ) {
		$autosave = false;
	}
	$fields = $autosave ? json_decode( (string) get_metadata( 'post', $autosave->ID, GDM_CONCRETE_PREVIEW_FIELDS_META, true ), true ) : null;
	// While the record is read, its fields answer the values the editor had in the box.
	$unsaved = static function ( $value, $object_id, $meta_key, $single ) use ( $post, $fields ) {
		if ( (int) $object_id !== $post->ID || ! is_array( $fields ) || 0 !== strpos( (string) $meta_key, '_gdm_' ) ) {
			return $value;
		}
		$name = substr( (string) $meta_key, 5 );
		if ( ! array_key_exists( $name, $fields ) || ! is_string( $fields[ $name ] ) ) {
			return $value;
		}
		return $single ? array( $fields[ $name ] ) : ( '' === $fields[ $name ] ? array() : array( $fields[ $name ] ) );
	};

	// Read as the editor, who may see the draft; nobody else's rights are used.
	$previous = get_current_user_id();
	wp_set_current_user( $user->ID );
	add_filter( 'get_post_metadata', $unsaved, 10, 4 );
	try {
		$inner = new WP_REST_Request( 'GET', '/wp/v2/' . $rest_base . '/' . $post->ID );
		$inner->set_param( 'context', 'view' );
		$answer = rest_do_request( $inner );
		if ( $answer->is_error() ) {
			return $refused;
		}
		$data = rest_get_server()->response_to_data( $answer, true );
		if ( $autosave ) {
			$data = gdm_concrete_preview_overlay_autosave( $data, $autosave, $post );
		}
	} finally {
		remove_filter( 'get_post_metadata', $unsaved, 10 );
		wp_set_current_user( $previous );
	}
	$data['slug'] = gdm_concrete_preview_slug( $post );

	$response = new WP_REST_Response(
		array(
			'route' => $rest_base,
			'path'  => $path,
			'post'  => $data,
		)
	);
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/**
 * The editor's unsaved changes to a published record: WordPress keeps them as the editor's autosave
 * when they press Preview, and its title, text and excerpt replace the published ones.
 *
 * @param array<string, mixed> $data     The REST answer of the record.
 * @param WP_Post              $autosave The editor's autosave of it.
 * @param WP_Post              $post     The record.
 * @return array<string, mixed>
 */
function gdm_concrete_preview_overlay_autosave( $data, $autosave, $post ) {
	// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filters, applied as it applies them
	$data['title']['rendered']   = apply_filters( 'the_title', $autosave->post_title, $post->ID );
	$data['content']['rendered'] = apply_filters( 'the_content', $autosave->post_content );
	$data['excerpt']['rendered'] = apply_filters( 'the_excerpt', $autosave->post_excerpt );
	// phpcs:enable
	return $data;
}

/**
 * Preview on a published record keeps the unsaved text as WordPress's autosave, but not the fields'
 * box: its values are kept on that autosave too (never on the record: update_post_meta() on a revision
 * writes to its post), for gdm_concrete_rest_preview to answer. Only with the box's nonce, for someone
 * who may write the fields, each value cleaned as a save cleans it.
 *
 * @param int     $post_id The autosave's ID.
 * @param WP_Post $post    The autosave.
 */
function gdm_concrete_preview_keep_fields( $post_id, $post ) {
	$parent_id = wp_is_post_autosave( $post );
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just below
	if ( ! $parent_id || ! isset( $_POST['wp-preview'], $_POST['gdm_concrete_nonce'] ) || 'dopreview' !== $_POST['wp-preview'] ) {
		return;
	}
	if ( ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['gdm_concrete_nonce'] ) ), 'gdm_concrete_save_fields' ) ) {
		return;
	}
	$parent = get_post( $parent_id );
	if ( ! $parent || ! gdm_concrete_may_write_fields( $parent->post_type, $parent->ID ) ) {
		return;
	}
	$input  = gdm_concrete_submitted_fields();
	$values = array();
	foreach ( gdm_concrete_post_fields( $parent ) as $name => $field ) {
		if ( array_key_exists( $name, $input ) ) {
			$values[ $name ] = gdm_concrete_sanitize_field( $field, $input[ $name ] );
		}
	}
	update_metadata( 'post', $post_id, GDM_CONCRETE_PREVIEW_FIELDS_META, wp_slash( (string) wp_json_encode( $values ) ) );
}
