<?php
/**
 * What the website no longer shows (includes/removed.php): a service, town or album that was on the
 * site and is taken down is listed under the slug it had, and taken off the list when it is back.
 * The hooks are fired as WordPress fires them (do_action, with its arguments).
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The list and the hooks that keep it.
 */
final class Removed_Test extends GDM_Concrete_Test_Case {

	/**
	 * A post as WordPress holds it.
	 *
	 * @param array<string, mixed> $fields Fields over a published service "patios".
	 * @return WP_Post
	 */
	private function post( $fields = array() ) {
		return new WP_Post(
			(object) array_merge(
				array(
					'ID'          => 7,
					'post_type'   => 'service',
					'post_name'   => 'patios',
					'post_status' => 'publish',
				),
				$fields
			)
		);
	}

	/**
	 * An update as wp_insert_post() reports it: the status change first, then the post before and after.
	 *
	 * @param WP_Post $before The post before.
	 * @param WP_Post $after  The post after.
	 */
	private function update( $before, $after ) {
		do_action( 'transition_post_status', $after->post_status, $before->post_status, $after );
		do_action( 'post_updated', $after->ID, $after, $before );
	}

	/**
	 * What the site reads at GET /wp-json/gdm/v1/removed.
	 *
	 * @return array<string, string[]>
	 */
	private function answer() {
		return gdm_concrete_removed_answer();
	}

	/**
	 * Trashed: WordPress renames the slug to "patios__trashed"; the list has the slug the site showed.
	 */
	public function test_a_trashed_service_is_listed_under_the_slug_it_had() {
		$this->update( $this->post(), $this->post( array( 'post_status' => 'trash', 'post_name' => 'patios__trashed' ) ) );
		$this->assertSame(
			array(
				'service'       => array( 'patios' ),
				'location'      => array(),
				'gallery_album' => array(),
			),
			$this->answer()
		);
	}

	/**
	 * Unpublished, made private or given a password: each is off the site, so each is listed.
	 */
	public function test_unpublished_private_and_protected_records_are_listed() {
		$this->update( $this->post(), $this->post( array( 'post_status' => 'draft' ) ) );
		$town = array(
			'ID'        => 8,
			'post_type' => 'location',
			'post_name' => 'ankeny',
		);
		$this->update( $this->post( $town ), $this->post( array_merge( $town, array( 'post_status' => 'private' ) ) ) );
		$album = array(
			'ID'        => 9,
			'post_type' => 'gallery_album',
			'post_name' => 'modern-patios',
		);
		$this->update( $this->post( $album ), $this->post( array_merge( $album, array( 'post_password' => 'secret' ) ) ) );
		$this->assertSame( array( 'patios' ), $this->answer()['service'] );
		$this->assertSame( array( 'ankeny' ), $this->answer()['location'] );
		$this->assertSame( array( 'modern-patios' ), $this->answer()['gallery_album'] );
	}

	/**
	 * Published again (restored and published, or a new record under the slug): off the list.
	 */
	public function test_a_record_published_again_is_taken_off_the_list() {
		$this->update( $this->post(), $this->post( array( 'post_status' => 'trash', 'post_name' => 'patios__trashed' ) ) );
		$this->update( $this->post( array( 'post_status' => 'draft' ) ), $this->post() );
		$this->assertSame( array(), $this->answer()['service'] );

		// A new record takes the slug of one deleted earlier: published through the transition alone.
		$this->update( $this->post(), $this->post( array( 'post_status' => 'draft' ) ) );
		do_action( 'transition_post_status', 'publish', 'new', $this->post( array( 'ID' => 11 ) ) );
		$this->assertSame( array(), $this->answer()['service'] );
	}

	/**
	 * A record never on the site (a draft trashed, a FAQ) is not listed: a WordPress connected
	 * before its content is imported takes none of the site's pages away.
	 */
	public function test_what_was_never_on_the_site_is_not_listed() {
		$draft = array( 'post_status' => 'draft' );
		$this->update( $this->post( $draft ), $this->post( array( 'post_status' => 'trash' ) ) );
		$faq = array(
			'post_type' => 'faq',
			'post_name' => 'warranty',
		);
		$this->update( $this->post( $faq ), $this->post( array_merge( $faq, array( 'post_status' => 'trash' ) ) ) );
		$this->assertSame( array(), $this->answer()['service'] );
		$this->assertArrayNotHasKey( 'faq', $this->answer() );
		$this->assertSame( array(), get_option( 'gdm_concrete_removed', array() ) );
	}

	/**
	 * Renamed while published: the old address is gone, the new one is on the site.
	 */
	public function test_a_renamed_record_lists_its_old_slug() {
		$this->update( $this->post(), $this->post( array( 'post_name' => 'patios-and-terraces' ) ) );
		$this->assertSame( array( 'patios' ), $this->answer()['service'] );
	}

	/**
	 * Deleted outright while published: listed. Deleted from the trash: listed already, nothing new.
	 */
	public function test_a_record_deleted_while_published_is_listed() {
		do_action( 'before_delete_post', 7, $this->post() );
		do_action( 'before_delete_post', 8, $this->post( array( 'post_status' => 'trash', 'post_name' => 'sidewalks__trashed' ) ) );
		$this->assertSame( array( 'patios' ), $this->answer()['service'] );
	}

	/**
	 * Newest first; at most GDM_CONCRETE_MAX_REMOVED a type, the oldest forgotten; a slug of digits
	 * stays a slug.
	 */
	public function test_the_list_is_bounded_and_newest_first() {
		$list = gdm_concrete_removed_list( array() );
		for ( $i = 1; $i <= GDM_CONCRETE_MAX_REMOVED + 1; $i++ ) {
			$list = gdm_concrete_removed_add( $list, 'service', "s-{$i}", 1000 + $i );
		}
		$list = gdm_concrete_removed_add( $list, 'location', '2024', 5 );
		update_option( 'gdm_concrete_removed', $list );
		$answer = $this->answer();
		$this->assertCount( GDM_CONCRETE_MAX_REMOVED, $answer['service'] );
		$this->assertSame( 's-' . ( GDM_CONCRETE_MAX_REMOVED + 1 ), $answer['service'][0] );
		$this->assertNotContains( 's-1', $answer['service'] );
		$this->assertSame( array( '2024' ), $answer['location'] );
	}

	/**
	 * A stored value of another shape (a broken option) is read as an empty list, never an error.
	 */
	public function test_a_broken_option_reads_as_nothing_removed() {
		update_option( 'gdm_concrete_removed', 'not a list' );
		$this->assertSame(
			array(
				'service'       => array(),
				'location'      => array(),
				'gallery_album' => array(),
			),
			$this->answer()
		);
	}
}
