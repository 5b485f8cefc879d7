<?php
/**
 * Tells the website when its content changed: the changes of one WordPress request are gathered and
 * sent in one signed POST to {site}/api/revalidate when the request ends, after every field is saved.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// What a revalidation signature is for, signed before the rest: the same secret signs the leads API's
// calls (GDM_CONCRETE_LEADS_API_SIGNATURE_PURPOSE), and one must never be taken for the other.
define( 'GDM_CONCRETE_REVALIDATE_SIGNATURE_PURPOSE', 'gdm-revalidate.v1.' );

add_action( 'transition_post_status', 'gdm_concrete_on_transition', 10, 3 );
add_action( 'deleted_post', 'gdm_concrete_on_deleted', 10, 2 );
add_action( 'updated_post_meta', 'gdm_concrete_on_meta', 10, 3 );
add_action( 'added_post_meta', 'gdm_concrete_on_meta', 10, 3 );
add_action( 'deleted_post_meta', 'gdm_concrete_on_meta', 10, 3 );
add_action( 'set_object_terms', 'gdm_concrete_on_terms', 10, 1 );

/**
 * The post types whose published content the site shows: those site-pages.json places on the site's
 * pages, the list the site reads too (server/content/revalidate.ts), so a type is watched exactly
 * when the site has a page for it.
 *
 * @return string[]
 */
function gdm_concrete_watched_types() {
	return array_keys( gdm_concrete_site_pages() );
}

/**
 * Where the site is and the secret shared with it; constants in wp-config.php win over the settings page.
 *
 * @return array{url: string, secret: string}
 */
function gdm_concrete_connection() {
	$url    = defined( 'GDM_CONCRETE_SITE_URL' ) ? GDM_CONCRETE_SITE_URL : get_option( 'gdm_concrete_site_url', '' );
	$secret = defined( 'GDM_CONCRETE_WEBHOOK_SECRET' ) ? GDM_CONCRETE_WEBHOOK_SECRET : get_option( 'gdm_concrete_secret', '' );
	return array(
		'url'    => untrailingslashit( (string) $url ),
		'secret' => (string) $secret,
	);
}

/**
 * One call to the website, through WordPress's safe HTTP API (`reject_unsafe_urls`: no private or
 * loopback address, no port but 80, 443 and 8080, no redirect to one). The website's address is the
 * administrator's own setting and may be such an address (a site on the same server, on 127.0.0.1 or
 * an office network): exactly that host, and its port, are allowed, for this call only. Any other host
 * stays refused, during this call and after it.
 *
 * @param string               $url  The website's address followed by the path and query.
 * @param array<string, mixed> $args wp_safe_remote_request() arguments.
 * @return array<string, mixed>|WP_Error
 */
function gdm_concrete_site_request( $url, $args ) {
	$site = wp_parse_url( gdm_concrete_connection()['url'] );
	$host = is_array( $site ) && isset( $site['host'] ) ? strtolower( $site['host'] ) : '';
	$port = is_array( $site ) && isset( $site['port'] ) ? (int) $site['port'] : 0;

	$allow_host = static function ( $is_external, $request_host ) use ( $host ) {
		return $is_external || ( '' !== $host && strtolower( (string) $request_host ) === $host );
	};
	$allow_port = static function ( $ports, $request_host ) use ( $host, $port ) {
		if ( 0 !== $port && '' !== $host && strtolower( (string) $request_host ) === $host ) {
			$ports[] = $port;
		}
		return $ports;
	};
	add_filter( 'http_request_host_is_external', $allow_host, 10, 2 );
	add_filter( 'http_allowed_safe_ports', $allow_port, 10, 2 );
	try {
		return wp_safe_remote_request( $url, $args );
	} finally {
		remove_filter( 'http_request_host_is_external', $allow_host, 10 );
		remove_filter( 'http_allowed_safe_ports', $allow_port, 10 );
	}
}

/**
 * Adds a change to this request's list; the list is sent once, when the request ends.
 *
 * @param WP_Post|null $post   The post that changed (null for the settings).
 * @param string       $action publish, update, unpublish, trash, delete or settings.
 */
function gdm_concrete_queue( $post, $action ) {
	global $gdm_concrete_changes;
	if ( ! is_array( $gdm_concrete_changes ) ) {
		$gdm_concrete_changes = array();
		add_action( 'shutdown', 'gdm_concrete_flush' );
	}
	$change = $post
		? array(
			'type'   => $post->post_type,
			'id'     => (int) $post->ID,
			'slug'   => (string) $post->post_name,
			'action' => $action,
		)
		: array(
			'type'   => 'settings',
			'action' => 'settings',
		);
	$key = $post ? $post->post_type . ':' . $post->ID : 'settings';
	// The first action of a request says most (a publish stays a publish when its fields follow).
	if ( ! isset( $gdm_concrete_changes[ $key ] ) || in_array( $action, array( 'trash', 'delete', 'unpublish' ), true ) ) {
		$gdm_concrete_changes[ $key ] = $change;
	}
}

/**
 * Whether a post's change can show on the site.
 *
 * @param WP_Post $post Post.
 * @return bool
 */
function gdm_concrete_is_watched( $post ) {
	return $post instanceof WP_Post
		&& in_array( $post->post_type, gdm_concrete_watched_types(), true )
		&& ! wp_is_post_revision( $post )
		&& ! wp_is_post_autosave( $post );
}

/**
 * A publish, an update of published content, or published content taken down. Drafts never reach the site.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       Post.
 */
function gdm_concrete_on_transition( $new_status, $old_status, $post ) {
	if ( ! gdm_concrete_is_watched( $post ) ) {
		return;
	}
	if ( 'publish' === $new_status ) {
		gdm_concrete_queue( $post, 'publish' === $old_status ? 'update' : 'publish' );
	} elseif ( 'publish' === $old_status ) {
		gdm_concrete_queue( $post, 'trash' === $new_status ? 'trash' : 'unpublish' );
	}
}

/**
 * A published post deleted outright.
 *
 * @param int          $post_id Post ID.
 * @param WP_Post|null $post    Post (WordPress 5.5+).
 */
function gdm_concrete_on_deleted( $post_id, $post = null ) {
	if ( gdm_concrete_is_watched( $post ) && 'publish' === $post->post_status ) {
		gdm_concrete_queue( $post, 'delete' );
	}
}

/**
 * A field of a published post changed on its own (ACF, a script, the settings page).
 *
 * @param int|int[] $meta_id  Meta ID(s).
 * @param int       $post_id  Post ID.
 * @param string    $meta_key Meta key.
 */
function gdm_concrete_on_meta( $meta_id, $post_id, $meta_key ) {
	if ( in_array( $meta_key, array( '_edit_lock', '_edit_last', '_wp_old_slug', '_encloseme', '_pingme' ), true ) ) {
		return;
	}
	$post = get_post( $post_id );
	if ( gdm_concrete_is_watched( $post ) && 'publish' === $post->post_status ) {
		gdm_concrete_queue( $post, 'update' );
	}
}

/**
 * A published post's categories changed (a post moved in or out of Testimonials).
 *
 * @param int $object_id Post ID.
 */
function gdm_concrete_on_terms( $object_id ) {
	$post = get_post( $object_id );
	if ( gdm_concrete_is_watched( $post ) && 'publish' === $post->post_status ) {
		gdm_concrete_queue( $post, 'update' );
	}
}

/**
 * Sends this request's changes.
 */
function gdm_concrete_flush() {
	global $gdm_concrete_changes;
	if ( empty( $gdm_concrete_changes ) ) {
		return;
	}
	$changes              = array_values( $gdm_concrete_changes );
	$gdm_concrete_changes = array();
	gdm_concrete_send( $changes );
}

/**
 * One signed call to the site's revalidation endpoint. The result is kept for the settings page.
 *
 * Signature: X-Timestamp (Unix seconds) and X-Signature: sha256=<hex HMAC-SHA256 of
 * "gdm-revalidate.v1.{timestamp}.{body}">.
 *
 * @param array<int, array<string, mixed>> $changes Changes.
 * @return array{time: int, ok: bool, message: string}
 */
function gdm_concrete_send( $changes ) {
	$connection = gdm_concrete_connection();
	if ( '' === $connection['url'] || '' === $connection['secret'] ) {
		return array(
			'time'    => time(),
			'ok'      => false,
			'message' => __( 'Not sent: the site address or the secret is not set.', 'gdm-concrete-content' ),
		);
	}
	// A call of its own: two saves in one second would otherwise be signed alike, and the site
	// refuses a signature it has already seen (a replay).
	$body      = wp_json_encode(
		array(
			'call'    => wp_generate_uuid4(),
			'changes' => $changes,
		)
	);
	$timestamp = (string) time();
	$response  = gdm_concrete_site_request(
		$connection['url'] . '/api/revalidate',
		array(
			'method'      => 'POST',
			'timeout'     => 5,
			'redirection' => 0,
			'headers'     => array(
				'Content-Type' => 'application/json',
				'X-Timestamp'  => $timestamp,
				'X-Signature'  => 'sha256=' . hash_hmac( 'sha256', GDM_CONCRETE_REVALIDATE_SIGNATURE_PURPOSE . $timestamp . '.' . $body, $connection['secret'] ),
			),
			'body'        => $body,
		)
	);
	if ( is_wp_error( $response ) ) {
		$result = array(
			'time'    => time(),
			'ok'      => false,
			'message' => $response->get_error_message(),
		);
	} else {
		$status = (int) wp_remote_retrieve_response_code( $response );
		$hints  = array(
			401 => __( 'the secret differs from WORDPRESS_WEBHOOK_SECRET on the site, or the clocks differ by more than 5 minutes', 'gdm-concrete-content' ),
			404 => __( 'the site has no WORDPRESS_WEBHOOK_SECRET set', 'gdm-concrete-content' ),
			429 => __( 'too many calls this minute; the site refreshes within its cache time anyway', 'gdm-concrete-content' ),
		);
		$result = array(
			'time'    => time(),
			'ok'      => 200 === $status,
			/* translators: 1: HTTP status, 2: what it means */
			'message' => 200 === $status ? __( 'HTTP 200: the site is showing the change.', 'gdm-concrete-content' ) : sprintf( __( 'HTTP %1$d: %2$s', 'gdm-concrete-content' ), $status, $hints[ $status ] ?? __( 'unexpected answer', 'gdm-concrete-content' ) ),
		);
	}
	if ( ! $result['ok'] ) {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator's only trace of a failed call.
		error_log( 'gdm-concrete-content: revalidation failed: ' . $result['message'] );
	}
	update_option( 'gdm_concrete_last_call', $result, false );
	return $result;
}
