<?php
/**
 * WordPress's words on the plugin's screens (includes/words.php): the message after a save names the
 * type, and the Excerpt box says what the site does with it.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The messages and the Excerpt box, in WordPress's admin.
 */
final class Words_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * After publishing a service WordPress says "Service published." with a link to its page on the
	 * site, never "Post published"; a town's says "Town"; a post's stays WordPress's own.
	 */
	public function test_a_save_names_the_type() {
		$this->log_in( 'admin' );
		$service = wp_insert_post(
			array(
				'post_type'   => 'service',
				'post_title'  => 'Driveway Sealing',
				'post_name'   => 'driveway-sealing',
				'post_status' => 'publish',
			)
		);
		$GLOBALS['post'] = get_post( $service ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the edit screen's post
		$messages        = apply_filters( 'post_updated_messages', array( 'post' => array( 6 => 'Post published.' ) ) );
		$this->assertSame( 'Service published. <a href="' . esc_url( get_permalink( $service ) ) . '">View service</a>', $messages['service'][6] );
		$this->assertStringStartsWith( 'Service draft updated. <a target="_blank" href="', $messages['service'][10] );
		$this->assertSame( 'Post published.', $messages['post'][6] );

		$GLOBALS['post'] = get_post( wp_insert_post( array( 'post_type' => 'location', 'post_title' => 'Ankeny' ) ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride,WordPress.Arrays.ArrayDeclarationSpacing -- the edit screen's post
		$this->assertStringStartsWith( 'Town saved.', apply_filters( 'post_updated_messages', array() )['location'][7] );
		unset( $GLOBALS['post'] );
	}

	/**
	 * The Excerpt box of a service takes WordPress's place and says what the site shows; a post keeps
	 * WordPress's own box.
	 */
	public function test_the_excerpt_says_what_the_site_does_with_it() {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		global $wp_meta_boxes;
		foreach ( array( 'service', 'post' ) as $type ) {
			add_meta_box( 'postexcerpt', 'Excerpt', 'post_excerpt_meta_box', $type, 'normal', 'core' );
			do_action( 'add_meta_boxes', $type, get_default_post_to_edit( $type ) );
		}
		$this->assertSame( 'post_excerpt_meta_box', $wp_meta_boxes['post']['normal']['core']['postexcerpt']['callback'] );
		$this->assertArrayNotHasKey( 'postexcerpt', $wp_meta_boxes['service']['normal']['core'] ?? array() );
		$box = $wp_meta_boxes['service']['normal']['default']['postexcerpt'];
		ob_start();
		call_user_func( $box['callback'], new WP_Post( (object) array( 'post_type' => 'service', 'post_excerpt' => 'Sealed in a day.' ) ) );
		$html = html_entity_decode( (string) ob_get_clean(), ENT_QUOTES );
		$this->assertStringContainsString( '<textarea rows="1" cols="40" name="excerpt" id="excerpt">Sealed in a day.</textarea>', $html );
		$this->assertStringContainsString( 'The line under the service\'s heading on the site, and on the cards that link to it.', $html );
		$this->assertStringNotContainsString( 'theme', $html );
	}
}
