<?php
/**
 * The tests' stand-ins for the few WordPress functions and classes the plugin's files call, so its
 * pure functions run under PHPUnit without a WordPress install. Each does what WordPress's own does
 * for the inputs the tests give (the sanitising ones are WordPress 6.x's code, shortened where noted);
 * none is loaded by WordPress, and none is a second implementation of the plugin.
 *
 * What they remember (options, posts, post meta, hooks, HTTP requests) is kept in GDM_Test_WordPress
 * and emptied before each test (GDM_Concrete_Test_Case::setUp()).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the stand-ins remember: the test's "WordPress".
 */
final class GDM_Test_WordPress {

	/**
	 * Options, by name.
	 *
	 * @var array<string, mixed>
	 */
	public static $options = array();

	/**
	 * Posts, by ID.
	 *
	 * @var array<int, WP_Post>
	 */
	public static $posts = array();

	/**
	 * Post meta rows, by meta_id: array{post_id: int, meta_key: string, meta_value: string}.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	public static $meta = array();

	/**
	 * Hooked callbacks: hook => priority => list of array{callback: callable, args: int}.
	 *
	 * @var array<string, array<int, array<int, array<string, mixed>>>>
	 */
	public static $hooks = array();

	/**
	 * HTTP requests made through wp_safe_remote_request(), in order.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	public static $requests = array();

	/**
	 * The answer the next HTTP request gets.
	 *
	 * @var array<string, mixed>
	 */
	public static $response = array();

	/**
	 * Post IDs whose meta cache was cleared.
	 *
	 * @var int[]
	 */
	public static $cache_deleted = array();

	/**
	 * Attachment IDs that are images in the Media Library.
	 *
	 * @var int[]
	 */
	public static $images = array();

	/**
	 * Media Library files by address: address => attachment ID.
	 *
	 * @var array<string, int>
	 */
	public static $media_urls = array();

	/**
	 * The capabilities of the user this request is for (none: logged out).
	 *
	 * @var string[]
	 */
	public static $caps = array();

	/**
	 * Forgets everything but the hooks the plugin's files added when they were loaded.
	 *
	 * @param array<string, array<int, array<int, array<string, mixed>>>> $plugin_hooks The hooks to keep.
	 */
	public static function reset( $plugin_hooks ) {
		self::$options       = array();
		self::$posts         = array();
		self::$meta          = array();
		self::$hooks         = $plugin_hooks;
		self::$requests      = array();
		self::$response      = array(
			'headers'  => array(),
			'body'     => '{"ok":true}',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
		);
		self::$cache_deleted = array();
		self::$images        = array();
		self::$media_urls    = array();
		self::$caps          = array();
		$_POST               = array();
		$_REQUEST            = array();
	}

	/**
	 * Adds a post, as wp_insert_post() would have stored it.
	 *
	 * @param array<string, mixed> $fields The post's fields (ID, post_type, post_name, post_status…).
	 * @return WP_Post
	 */
	public static function add_post( $fields ) {
		$post                       = new WP_Post( (object) $fields );
		self::$posts[ $post->ID ] = $post;
		return $post;
	}

	/**
	 * Adds a post meta row, as add_post_meta() would have stored it (no hook runs).
	 *
	 * @param int    $post_id Post.
	 * @param string $key     Meta key.
	 * @param string $value   Value.
	 * @return int The meta_id.
	 */
	public static function add_meta( $post_id, $key, $value ) {
		$meta_id                = count( self::$meta ) + 1;
		self::$meta[ $meta_id ] = array(
			'post_id'    => (int) $post_id,
			'meta_key'   => (string) $key,
			'meta_value' => (string) $value,
		);
		return $meta_id;
	}
}

/**
 * Stand-in for WordPress's WP_Post: the fields the plugin reads.
 */
final class WP_Post {

	/**
	 * ID.
	 *
	 * @var int
	 */
	public $ID = 0;

	/**
	 * Post type.
	 *
	 * @var string
	 */
	public $post_type = 'post';

	/**
	 * Slug.
	 *
	 * @var string
	 */
	public $post_name = '';

	/**
	 * Status.
	 *
	 * @var string
	 */
	public $post_status = 'publish';

	/**
	 * Title.
	 *
	 * @var string
	 */
	public $post_title = '';

	/**
	 * Password ('' for none).
	 *
	 * @var string
	 */
	public $post_password = '';

	/**
	 * Parent (a revision's post).
	 *
	 * @var int
	 */
	public $post_parent = 0;

	/**
	 * As WordPress's: the fields of a row.
	 *
	 * @param object $post The post's fields.
	 */
	public function __construct( $post ) {
		foreach ( get_object_vars( $post ) as $key => $value ) {
			$this->$key = $value;
		}
	}
}

/**
 * Stand-in for WordPress's WP_Error.
 */
class WP_Error {

	/**
	 * Error code.
	 *
	 * @var string
	 */
	public $code;

	/**
	 * Message.
	 *
	 * @var string
	 */
	public $message;

	/**
	 * An error.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message.
	 */
	public function __construct( $code = '', $message = '' ) {
		$this->code    = $code;
		$this->message = $message;
	}

	/**
	 * The message.
	 *
	 * @return string
	 */
	public function get_error_message() {
		return $this->message;
	}
}

/**
 * Stand-in for $wpdb: the post meta the stand-ins hold, read and written by the one query the
 * plugin makes (gdm_concrete_migrate_rows()). Any other query fails the test, so a changed query is
 * noticed here rather than taken for an empty answer.
 */
final class GDM_Test_Wpdb {

	/**
	 * The posts table.
	 *
	 * @var string
	 */
	public $posts = 'wp_posts';

	/**
	 * The post meta table.
	 *
	 * @var string
	 */
	public $postmeta = 'wp_postmeta';

	/**
	 * As WordPress's: %s and %d replaced by the values, strings quoted and escaped.
	 *
	 * @param string $query   Query with placeholders.
	 * @param mixed  ...$args Values.
	 * @return string
	 */
	public function prepare( $query, ...$args ) {
		$quoted = array_map(
			static function ( $value ) {
				return is_int( $value ) ? (string) $value : "'" . addslashes( (string) $value ) . "'";
			},
			$args
		);
		return vsprintf( str_replace( array( '%s', '%d' ), '%s', $query ), $quoted );
	}

	/**
	 * The rows of the migration's query: meta rows of one post type and meta key.
	 *
	 * @param string $sql Prepared query.
	 * @return array<int, object>
	 */
	public function get_results( $sql ) {
		$shape = "/^SELECT m\.meta_id, m\.post_id, m\.meta_value FROM wp_postmeta m INNER JOIN wp_posts p ON p\.ID = m\.post_id WHERE p\.post_type = '([^']*)' AND m\.meta_key = '([^']*)'$/";
		if ( ! preg_match( $shape, $sql, $where ) ) {
			throw new LogicException( 'The stand-in $wpdb does not know this query: ' . $sql );
		}
		$rows = array();
		foreach ( GDM_Test_WordPress::$meta as $meta_id => $meta ) {
			$post = GDM_Test_WordPress::$posts[ $meta['post_id'] ] ?? null;
			if ( $post && $post->post_type === $where[1] && $meta['meta_key'] === $where[2] ) {
				$rows[] = (object) array(
					'meta_id'    => (string) $meta_id,
					'post_id'    => (string) $meta['post_id'],
					'meta_value' => $meta['meta_value'],
				);
			}
		}
		return $rows;
	}

	/**
	 * As WordPress's, for post meta by meta_id.
	 *
	 * @param string               $table Table.
	 * @param array<string, mixed> $data  Columns to set.
	 * @param array<string, mixed> $where Which row.
	 * @return int|false Rows updated.
	 */
	public function update( $table, $data, $where ) {
		if ( $this->postmeta !== $table || array( 'meta_id' ) !== array_keys( $where ) || ! isset( GDM_Test_WordPress::$meta[ $where['meta_id'] ] ) ) {
			return false;
		}
		foreach ( $data as $column => $value ) {
			GDM_Test_WordPress::$meta[ $where['meta_id'] ][ $column ] = (string) $value;
		}
		return 1;
	}
}

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
 * Stand-in for wp_attachment_is_image().
 *
 * @param int $id Attachment ID.
 * @return bool
 */
function wp_attachment_is_image( $id ) {
	return in_array( (int) $id, GDM_Test_WordPress::$images, true );
}

/**
 * Stand-in for attachment_url_to_postid(): the ID of a Media Library file's address, 0 for any other.
 *
 * @param string $url Address.
 * @return int
 */
function attachment_url_to_postid( $url ) {
	return GDM_Test_WordPress::$media_urls[ $url ] ?? 0;
}

/**
 * Stand-in for get_post_meta() with a key: the first value stored under it ('' for none).
 *
 * @param int    $post_id Post.
 * @param string $key     Meta key.
 * @param bool   $single  One value (the plugin always asks for one).
 * @return string
 */
function get_post_meta( $post_id, $key = '', $single = false ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature
	foreach ( GDM_Test_WordPress::$meta as $meta ) {
		if ( (int) $post_id === $meta['post_id'] && $key === $meta['meta_key'] ) {
			return $meta['meta_value'];
		}
	}
	return '';
}

/**
 * Stand-in for wp_cache_delete(): remembers which post's meta cache was cleared.
 *
 * @param int    $key   Cache key.
 * @param string $group Cache group.
 * @return bool
 */
function wp_cache_delete( $key, $group = '' ) {
	if ( 'post_meta' === $group ) {
		GDM_Test_WordPress::$cache_deleted[] = (int) $key;
	}
	return true;
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

// Formatting and sanitising (wp-includes/formatting.php and kses.php).

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

/**
 * Stand-in for esc_url(): esc_url_raw() made safe for an attribute.
 *
 * @param string $url Address.
 * @return string
 */
function esc_url( $url ) {
	return htmlspecialchars( esc_url_raw( $url ), ENT_QUOTES, 'UTF-8' );
}

/**
 * Stand-in for wp_check_invalid_utf8(): '' for text that is not UTF-8.
 *
 * @param string $text Text.
 * @return string
 */
function wp_check_invalid_utf8( $text ) {
	return '' === $text || preg_match( '//u', $text ) ? $text : '';
}

/**
 * Stand-in for wp_pre_kses_less_than(): a "<" that starts no tag becomes "&lt;".
 *
 * @param string $content Text.
 * @return string
 */
function wp_pre_kses_less_than( $content ) {
	return preg_replace_callback(
		'%<[^>]*?((?=<)|>|$)%',
		static function ( $matches ) {
			return false === strpos( $matches[0], '>' ) ? esc_html( $matches[0] ) : $matches[0];
		},
		$content
	);
}

/**
 * Stand-in for wp_strip_all_tags(): tags removed, and script and style elements with their content.
 *
 * @param string $text          Text.
 * @param bool   $remove_breaks Whether line breaks become spaces too.
 * @return string
 */
function wp_strip_all_tags( $text, $remove_breaks = false ) {
	$text = preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', $text );
	$text = strip_tags( $text );
	if ( $remove_breaks ) {
		$text = preg_replace( '/[\r\n\t ]+/', ' ', $text );
	}
	return trim( $text );
}

/**
 * Stand-in for _sanitize_text_fields(), WordPress 6.x's code.
 *
 * @param string $str           Text.
 * @param bool   $keep_newlines Whether line breaks stay (a text area).
 * @return string
 */
function _sanitize_text_fields( $str, $keep_newlines = false ) {
	if ( is_object( $str ) || is_array( $str ) ) {
		return '';
	}
	$filtered = wp_check_invalid_utf8( (string) $str );
	if ( false !== strpos( $filtered, '<' ) ) {
		$filtered = wp_pre_kses_less_than( $filtered );
		$filtered = wp_strip_all_tags( $filtered, false );
		$filtered = str_replace( "<\n", "&lt;\n", $filtered );
	}
	if ( ! $keep_newlines ) {
		$filtered = preg_replace( '/[\r\n\t ]+/', ' ', $filtered );
	}
	$filtered = trim( $filtered );
	$found    = false;
	while ( preg_match( '/%[a-f0-9]{2}/i', $filtered, $match ) ) {
		$filtered = str_replace( $match[0], '', $filtered );
		$found    = true;
	}
	if ( $found ) {
		$filtered = trim( preg_replace( '/ +/', ' ', $filtered ) );
	}
	return $filtered;
}

/**
 * Stand-in for sanitize_text_field() (its filter is not run).
 *
 * @param string $str Text.
 * @return string
 */
function sanitize_text_field( $str ) {
	return _sanitize_text_fields( $str, false );
}

/**
 * Stand-in for sanitize_textarea_field() (its filter is not run).
 *
 * @param string $str Text.
 * @return string
 */
function sanitize_textarea_field( $str ) {
	return _sanitize_text_fields( $str, true );
}

/**
 * Stand-in for sanitize_email(), WordPress's checks without its filters: '' for no address.
 *
 * @param string $email Address.
 * @return string
 */
function sanitize_email( $email ) {
	if ( strlen( $email ) < 6 || strpos( $email, '@', 1 ) === false ) {
		return '';
	}
	list( $local, $domain ) = explode( '@', $email, 2 );
	$local                  = preg_replace( '/[^a-zA-Z0-9!#$%&\'*+\/=?^_`{|}~\.-]/', '', $local );
	if ( '' === $local ) {
		return '';
	}
	$domain = trim( preg_replace( '/\.{2,}/', '', $domain ), " \t\n\r\0\x0B." );
	if ( '' === $domain ) {
		return '';
	}
	$subs = array();
	foreach ( explode( '.', $domain ) as $sub ) {
		$sub = preg_replace( '/[^a-z0-9-]+/i', '', trim( $sub, " \t\n\r\0\x0B-" ) );
		if ( '' !== $sub ) {
			$subs[] = $sub;
		}
	}
	return count( $subs ) < 2 ? '' : $local . '@' . implode( '.', $subs );
}

/**
 * Stand-in for esc_url_raw(), WordPress's esc_url() for the database, shortened: characters an
 * address cannot hold are removed, "http://" is added to an address without a scheme, and an address
 * whose scheme is not one of `$protocols` becomes ''.
 *
 * @param string        $url       Address.
 * @param string[]|null $protocols Schemes allowed (WordPress's list when null).
 * @return string
 */
function esc_url_raw( $url, $protocols = null ) {
	$url = str_replace( ' ', '%20', ltrim( (string) $url ) );
	$url = preg_replace( '|[^a-z0-9-~+_.?#=!&;,/:%@$\|*\'()\[\]\\x80-\\xff]|i', '', $url );
	if ( '' === $url ) {
		return $url;
	}
	$url = str_replace( ';//', '://', $url );
	if ( false === strpos( $url, ':' ) && ! in_array( $url[0], array( '/', '#', '?' ), true ) && ! preg_match( '/^[a-z0-9-]+?\.php/i', $url ) ) {
		$url = 'http://' . $url;
	}
	if ( '/' === $url[0] ) {
		return $url;
	}
	$protocols = $protocols ?? array( 'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp', 'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn' );
	$scheme    = strtolower( (string) strstr( $url, ':', true ) );
	return in_array( $scheme, $protocols, true ) ? $url : '';
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
 * GDM_Test_WordPress::$response, unless WordPress's wp_http_validate_url() would refuse the address:
 * a loopback or private host that `http_request_host_is_external` does not allow, or a port that
 * `http_allowed_safe_ports` does not list. (Host names are not looked up: only `localhost` and IP
 * addresses count as local.)
 *
 * @param string               $url  Address.
 * @param array<string, mixed> $args Request arguments.
 * @return array<string, mixed>|WP_Error
 */
function wp_safe_remote_request( $url, $args = array() ) {
	$parts   = parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- a stand-in
	$host    = strtolower( $parts['host'] ?? '' );
	$ip      = 'localhost' === $host ? '127.0.0.1' : $host;
	$local   = filter_var( $ip, FILTER_VALIDATE_IP ) && ! filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	$port    = $parts['port'] ?? ( 'https' === ( $parts['scheme'] ?? '' ) ? 443 : 80 );
	$allowed = ( ! $local || apply_filters( 'http_request_host_is_external', false, $host, $url ) )
		&& in_array( $port, apply_filters( 'http_allowed_safe_ports', array( 80, 443, 8080 ), $host, $url ), true );

	GDM_Test_WordPress::$requests[] = array(
		'url'     => $url,
		'args'    => $args,
		'allowed' => $allowed,
	);
	return $allowed ? GDM_Test_WordPress::$response : new WP_Error( 'http_request_failed', 'A valid URL was not provided.' );
}

/**
 * Stand-in for is_wp_error().
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

// Users, nonces and the end of a request (wp-includes/capabilities.php, pluggable.php, functions.php).

/**
 * What wp_die() ends a request with: here a thrown exception, its code the HTTP status.
 */
final class GDM_Test_Died extends RuntimeException {
}

/**
 * Stand-in for current_user_can(): whether the request's user has the capability
 * (GDM_Test_WordPress::$caps).
 *
 * @param string $capability Capability.
 * @param mixed  ...$args    The object it is about (not read).
 * @return bool
 */
function current_user_can( $capability, ...$args ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- WordPress's signature
	return in_array( $capability, GDM_Test_WordPress::$caps, true );
}

/**
 * Stand-in for get_current_user_id().
 *
 * @return int
 */
function get_current_user_id() {
	return GDM_Test_WordPress::$caps ? 1 : 0;
}

/**
 * Stand-in for wp_create_nonce(): a nonce for the action, the same every time.
 *
 * @param string $action Action.
 * @return string
 */
function wp_create_nonce( $action ) {
	return substr( md5( 'gdm-test-nonce|' . $action ), 0, 10 );
}

/**
 * Stand-in for check_admin_referer(): the request's `_wpnonce` must be the action's nonce, else the
 * request ends (403), as WordPress ends it.
 *
 * @param string $action    Action.
 * @param string $query_arg Where the nonce is.
 * @return int
 */
function check_admin_referer( $action, $query_arg = '_wpnonce' ) {
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- a stand-in comparing as given
	$given = isset( $_REQUEST[ $query_arg ] ) ? (string) $_REQUEST[ $query_arg ] : '';
	if ( ! hash_equals( wp_create_nonce( $action ), $given ) ) {
		wp_die( 'The link you followed has expired.', 403 );
	}
	return 1;
}

/**
 * Stand-in for wp_die(): ends the "request" by throwing.
 *
 * @param string    $message Message.
 * @param int|array $args    HTTP status, or arguments with `response`.
 * @throws GDM_Test_Died Always.
 */
function wp_die( $message = '', $args = array() ) {
	$status = is_int( $args ) ? $args : (int) ( $args['response'] ?? 500 );
	throw new GDM_Test_Died( esc_html( $message ), (int) $status );
}

/**
 * Stand-in for esc_attr().
 *
 * @param string $text Text.
 * @return string
 */
function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

/**
 * Stand-in for wp_unslash().
 *
 * @param mixed $value Value.
 * @return mixed
 */
function wp_unslash( $value ) {
	return is_array( $value ) ? array_map( 'wp_unslash', $value ) : ( is_string( $value ) ? stripslashes( $value ) : $value );
}

/**
 * Stand-in for wp_slash().
 *
 * @param mixed $value Value.
 * @return mixed
 */
function wp_slash( $value ) {
	return is_array( $value ) ? array_map( 'wp_slash', $value ) : ( is_string( $value ) ? addslashes( $value ) : $value );
}

/**
 * Stand-in for get_posts(): the posts of `post_type` with the slug `name` and the status `post_status`
 * (any status for 'any'), in the order added, at most `posts_per_page`.
 *
 * @param array<string, mixed> $args Query.
 * @return WP_Post[]
 */
function get_posts( $args ) {
	$found = array();
	foreach ( GDM_Test_WordPress::$posts as $post ) {
		$status = $args['post_status'] ?? 'publish';
		if ( ( $args['post_type'] ?? 'post' ) === $post->post_type
			&& ( ! isset( $args['name'] ) || $args['name'] === $post->post_name )
			&& ( 'any' === $status || $status === $post->post_status ) ) {
			$found[] = $post;
		}
	}
	return array_slice( $found, 0, max( 1, (int) ( $args['posts_per_page'] ?? 5 ) ) );
}

/**
 * Stand-in for wp_insert_post(): the post is added with the next ID, and its status's transition runs.
 *
 * @param array<string, mixed> $fields The post's fields.
 * @return int
 */
function wp_insert_post( $fields ) {
	$id   = GDM_Test_WordPress::$posts ? max( array_keys( GDM_Test_WordPress::$posts ) ) + 1 : 1;
	$post = GDM_Test_WordPress::add_post( array_merge( $fields, array( 'ID' => $id ) ) );
	do_action( 'transition_post_status', $post->post_status, 'new', $post );
	return $id;
}

/**
 * Stand-in for update_post_meta(): the value (slashes taken off, as WordPress does) replaces the key's,
 * or is added, with the hook WordPress runs.
 *
 * @param int    $post_id Post.
 * @param string $key     Meta key.
 * @param string $value   Value, slashed.
 * @return bool
 */
function update_post_meta( $post_id, $key, $value ) {
	$value = wp_unslash( $value );
	foreach ( GDM_Test_WordPress::$meta as $meta_id => $meta ) {
		if ( (int) $post_id === $meta['post_id'] && $key === $meta['meta_key'] ) {
			GDM_Test_WordPress::$meta[ $meta_id ]['meta_value'] = (string) $value;
			do_action( 'updated_post_meta', $meta_id, (int) $post_id, $key, $value );
			return true;
		}
	}
	$meta_id = GDM_Test_WordPress::add_meta( $post_id, $key, (string) $value );
	do_action( 'added_post_meta', $meta_id, (int) $post_id, $key, $value );
	return true;
}

/**
 * Stand-in for delete_post_meta(), with the hook WordPress runs.
 *
 * @param int    $post_id Post.
 * @param string $key     Meta key.
 * @return bool
 */
function delete_post_meta( $post_id, $key ) {
	$deleted = array();
	foreach ( GDM_Test_WordPress::$meta as $meta_id => $meta ) {
		if ( (int) $post_id === $meta['post_id'] && $key === $meta['meta_key'] ) {
			$deleted[] = $meta_id;
			unset( GDM_Test_WordPress::$meta[ $meta_id ] );
		}
	}
	if ( $deleted ) {
		do_action( 'deleted_post_meta', $deleted, (int) $post_id, $key, '' );
	}
	return (bool) $deleted;
}
