<?php
/**
 * The tests' stand-ins for the few WordPress functions and classes the plugin's files call, so its
 * own logic runs under PHPUnit without a WordPress install. Each only remembers (options, posts,
 * hooks, HTTP requests) or does what WordPress's own does in a line (translation, JSON, HTML
 * escaping); none re-implements WordPress. A test of what WordPress itself does (its sanitising, its
 * database, users, nonces, Media Library or safe HTTP API) runs inside a real WordPress instead:
 * tests/wordpress/php, by `npm run test:wordpress`. None is loaded by WordPress, and none is a second
 * implementation of the plugin.
 *
 * What they remember is kept in GDM_Test_WordPress (class-gdm-test-wordpress.php) and emptied before
 * each test (GDM_Concrete_Test_Case::setUp()).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

// Hooks.

/**
 * Stand-in for add_filter().
 *
 * @param string   $hook          Hook.
 * @param callable $callback      Callback.
 * @param int      $priority      Priority.
 * @param int      $accepted_args Arguments passed.
 * @return true
 */
function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	GDM_Test_WordPress::$hooks[ $hook ][ $priority ][] = array(
		'callback' => $callback,
		'args'     => $accepted_args,
	);
	return true;
}

/**
 * Stand-in for add_action().
 *
 * @param string   $hook          Hook.
 * @param callable $callback      Callback.
 * @param int      $priority      Priority.
 * @param int      $accepted_args Arguments passed.
 * @return true
 */
function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_filter( $hook, $callback, $priority, $accepted_args );
}

/**
 * Stand-in for remove_filter().
 *
 * @param string   $hook     Hook.
 * @param callable $callback Callback.
 * @param int      $priority Priority.
 * @return bool Whether it was hooked.
 */
function remove_filter( $hook, $callback, $priority = 10 ) {
	foreach ( GDM_Test_WordPress::$hooks[ $hook ][ $priority ] ?? array() as $i => $hooked ) {
		if ( $hooked['callback'] === $callback ) {
			unset( GDM_Test_WordPress::$hooks[ $hook ][ $priority ][ $i ] );
			return true;
		}
	}
	return false;
}

/**
 * Stand-in for has_action()/has_filter() without a callback: whether anything is hooked.
 *
 * @param string $hook Hook.
 * @return bool
 */
function gdm_test_has_hook( $hook ) {
	foreach ( GDM_Test_WordPress::$hooks[ $hook ] ?? array() as $callbacks ) {
		if ( $callbacks ) {
			return true;
		}
	}
	return false;
}

/**
 * Stand-in for apply_filters(): the callbacks by priority, each given as many arguments as it accepts.
 *
 * @param string $hook    Hook.
 * @param mixed  $value   The value filtered.
 * @param mixed  ...$args More arguments.
 * @return mixed
 */
function apply_filters( $hook, $value, ...$args ) {
	$callbacks = GDM_Test_WordPress::$hooks[ $hook ] ?? array();
	ksort( $callbacks );
	foreach ( $callbacks as $hooked ) {
		foreach ( $hooked as $one ) {
			$value = call_user_func_array( $one['callback'], array_slice( array_merge( array( $value ), $args ), 0, $one['args'] ) );
		}
	}
	return $value;
}

/**
 * Stand-in for do_action(): the callbacks by priority, each given as many arguments as it accepts.
 *
 * @param string $hook    Hook.
 * @param mixed  ...$args Arguments.
 */
function do_action( $hook, ...$args ) {
	$callbacks = GDM_Test_WordPress::$hooks[ $hook ] ?? array();
	ksort( $callbacks );
	foreach ( $callbacks as $hooked ) {
		foreach ( $hooked as $one ) {
			call_user_func_array( $one['callback'], array_slice( $args, 0, $one['args'] ) );
		}
	}
}

/**
 * Stand-in for register_activation_hook(): remembered as the hook WordPress would run.
 *
 * @param string   $file     Plugin file.
 * @param callable $callback Callback.
 */
function register_activation_hook( $file, $callback ) {
	add_action( 'activate_' . basename( $file ), $callback );
}

/**
 * Stand-in for register_deactivation_hook().
 *
 * @param string   $file     Plugin file.
 * @param callable $callback Callback.
 */
function register_deactivation_hook( $file, $callback ) {
	add_action( 'deactivate_' . basename( $file ), $callback );
}

// Options, posts, translation.

/**
 * Stand-in for get_option().
 *
 * @param string $name          Option.
 * @param mixed  $default_value Value when the option is not set.
 * @return mixed
 */
function get_option( $name, $default_value = false ) {
	return array_key_exists( $name, GDM_Test_WordPress::$options ) ? GDM_Test_WordPress::$options[ $name ] : $default_value;
}

/**
 * Stand-in for update_option().
 *
 * @param string    $name     Option.
 * @param mixed     $value    Value.
 * @param bool|null $autoload Whether it is loaded on every request (not kept).
 * @return bool
 */
function update_option( $name, $value, $autoload = null ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature
	GDM_Test_WordPress::$options[ $name ] = $value;
	return true;
}

/**
 * Stand-in for get_post().
 *
 * @param WP_Post|int|null $post Post or ID.
 * @return WP_Post|null
 */
function get_post( $post = null ) {
	if ( $post instanceof WP_Post ) {
		return $post;
	}
	return is_numeric( $post ) ? ( GDM_Test_WordPress::$posts[ (int) $post ] ?? null ) : null;
}

/**
 * Stand-in for get_post_type().
 *
 * @param WP_Post|int|null $post Post or ID.
 * @return string|false
 */
function get_post_type( $post = null ) {
	$post = get_post( $post );
	return $post ? $post->post_type : false;
}

/**
 * Stand-in for wp_is_post_revision(): the post's parent for a revision.
 *
 * @param WP_Post|int $post Post or ID.
 * @return int|false
 */
function wp_is_post_revision( $post ) {
	$post = get_post( $post );
	return $post && 'revision' === $post->post_type ? (int) $post->post_parent : false;
}

/**
 * Stand-in for wp_is_post_autosave(): the post's parent for an autosave ("{parent}-autosave-v1").
 *
 * @param WP_Post|int $post Post or ID.
 * @return int|false
 */
function wp_is_post_autosave( $post ) {
	$post = get_post( $post );
	if ( ! $post || 'revision' !== $post->post_type ) {
		return false;
	}
	return false !== strpos( $post->post_name, "{$post->post_parent}-autosave" ) ? (int) $post->post_parent : false;
}

/**
 * Stand-in for __(): no translation loaded, the English text.
 *
 * @param string $text   Text.
 * @param string $domain Text domain.
 * @return string
 */
function __( $text, $domain = 'default' ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature
	return $text;
}

// Formatting (wp-includes/formatting.php).

/**
 * Stand-in for wp_json_encode().
 *
 * @param mixed $data    Data.
 * @param int   $options json_encode() options.
 * @param int   $depth   Depth.
 * @return string|false
 */
function wp_json_encode( $data, $options = 0, $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}

/**
 * Stand-in for untrailingslashit().
 *
 * @param string $value Text.
 * @return string
 */
function untrailingslashit( $value ) {
	return rtrim( $value, '/\\' );
}

/**
 * Stand-in for esc_html(): WordPress's escaping of the five characters, entities kept.
 *
 * @param string $text Text.
 * @return string
 */
function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8', false );
}

/**
 * Stand-in for number_format_i18n(): the number with the English thousands separator.
 *
 * @param int|float $number   Number.
 * @param int       $decimals Decimals.
 * @return string
 */
function number_format_i18n( $number, $decimals = 0 ) {
	return number_format( (float) $number, $decimals );
}

/**
 * Stand-in for esc_html__(): the English text, escaped.
 *
 * @param string $text   Text.
 * @param string $domain Text domain.
 * @return string
 */
function esc_html__( $text, $domain = 'default' ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature
	return esc_html( $text );
}

// HTTP (wp-includes/http.php).

/**
 * Stand-in for wp_parse_url().
 *
 * @param string $url       Address.
 * @param int    $component One part (-1 for all).
 * @return mixed
 */
function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- the stand-in for it
}

/**
 * Stand-in for wp_generate_uuid4().
 *
 * @return string
 */
function wp_generate_uuid4() {
	return sprintf(
		'%04x%04x-%04x-%04x-%04x-%04x%04x%04x',
		random_int( 0, 0xffff ),
		random_int( 0, 0xffff ),
		random_int( 0, 0xffff ),
		random_int( 0, 0x0fff ) | 0x4000,
		random_int( 0, 0x3fff ) | 0x8000,
		random_int( 0, 0xffff ),
		random_int( 0, 0xffff ),
		random_int( 0, 0xffff )
	);
}

/**
 * Stand-in for wp_safe_remote_request(): the request is remembered and answered with
 * GDM_Test_WordPress::$response. (Which addresses WordPress refuses is tested in WordPress:
 * tests/wordpress/php/test-revalidate.php.)
 *
 * @param string               $url  Address.
 * @param array<string, mixed> $args Request arguments.
 * @return array<string, mixed>
 */
function wp_safe_remote_request( $url, $args = array() ) {
	GDM_Test_WordPress::$requests[] = array(
		'url'  => $url,
		'args' => $args,
	);
	return GDM_Test_WordPress::$response;
}

/**
 * Stand-in for is_wp_error() (the stand-ins make no WP_Error).
 *
 * @param mixed $thing Anything.
 * @return bool
 */
function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}

/**
 * Stand-in for wp_remote_retrieve_response_code().
 *
 * @param array<string, mixed>|WP_Error $response Answer.
 * @return int|string
 */
function wp_remote_retrieve_response_code( $response ) {
	return is_wp_error( $response ) || ! isset( $response['response']['code'] ) ? '' : $response['response']['code'];
}

/**
 * WordPress's sanitize_text_field(), as far as the tests need it: tags out, whitespace folded, trimmed.
 *
 * @param string $text Text.
 * @return string
 */
function sanitize_text_field( $text ) {
	return trim( (string) preg_replace( '/[\r\n\t ]+/', ' ', strip_tags( (string) $text ) ) );
}
