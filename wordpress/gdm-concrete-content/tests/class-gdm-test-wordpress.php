<?php
/**
 * What the tests' stand-ins for WordPress (wordpress-stand-ins.php) remember, and their WP_Post.
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
	 * Forgets everything but the hooks the plugin's files added when they were loaded.
	 *
	 * @param array<string, array<int, array<int, array<string, mixed>>>> $plugin_hooks The hooks to keep.
	 */
	public static function reset( $plugin_hooks ) {
		self::$options  = array();
		self::$posts    = array();
		self::$hooks    = $plugin_hooks;
		self::$requests = array();
		self::$response = array(
			'headers'  => array(),
			'body'     => '{"ok":true}',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
		);
	}

	/**
	 * Adds a post, as WordPress holds it (no hook runs).
	 *
	 * @param array<string, mixed> $fields The post's fields (ID, post_type, post_name, post_status…).
	 * @return WP_Post
	 */
	public static function add_post( $fields ) {
		$post                       = new WP_Post( (object) $fields );
		self::$posts[ $post->ID ] = $post;
		return $post;
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
