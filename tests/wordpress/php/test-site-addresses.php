<?php
/**
 * The editor's permalink shows the site's address (includes/links.php), in WordPress: a draft's as
 * its title will give it, WordPress's sample permalink (under the title, with its slug to edit) on the
 * site, and a published record's at its slug.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site's addresses in WordPress's editor.
 */
final class Site_Addresses_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * The editor's functions (get_sample_permalink() and its line under the title), which only the
	 * admin screens load.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		require_once ABSPATH . 'wp-admin/includes/post.php';
	}

	/**
	 * A service as the office manager writes it.
	 *
	 * @param string $status Its status.
	 * @param string $slug   Its slug, if she gave one.
	 * @return WP_Post
	 */
	private function service( $status, $slug = '' ) {
		$this->log_in( 'admin' );
		$id = wp_insert_post(
			array(
				'post_type'   => 'service',
				'post_title'  => 'Driveway Sealing',
				'post_status' => $status,
				'post_name'   => $slug,
			),
			true
		);
		$this->assertIsInt( $id );
		return get_post( $id );
	}

	/**
	 * A draft: its address, the sample permalink and the editor's permalink line are the site's, at the
	 * slug its title gives, and the slug stays editable.
	 */
	public function test_a_drafts_permalink_is_on_the_site() {
		$site  = gdm_concrete_connection()['url'];
		$draft = $this->service( 'draft' );
		$this->assertSame( '', $draft->post_name, 'WordPress gives a draft no slug' );
		$this->assertSame( $site . '/services/driveway-sealing', get_permalink( $draft ) );

		list( $template, $slug ) = get_sample_permalink( $draft->ID );
		$this->assertSame( $site . '/services/%pagename%', $template );
		$this->assertSame( 'driveway-sealing', $slug );

		$html = get_sample_permalink_html( $draft->ID );
		$this->assertStringContainsString( $site . '/services/', $html );
		$this->assertStringContainsString( 'driveway-sealing', $html );
		$this->assertStringNotContainsString( '/service/', $html, "WordPress's own address" );
	}

	/**
	 * A published record, and one whose slug was typed: the site's address at its slug.
	 */
	public function test_a_published_records_permalink_is_on_the_site() {
		$site = gdm_concrete_connection()['url'];
		$this->assertSame( $site . '/services/driveway-sealing', get_permalink( $this->service( 'publish' ) ) );
		$typed = $this->service( 'draft', 'sealing' );
		$this->assertSame( $site . '/services/sealing', get_permalink( $typed ) );
		$this->assertSame( array( $site . '/services/%pagename%', 'sealing' ), get_sample_permalink( $typed->ID ) );
		$this->assertSame( $site . '/faq', get_sample_permalink( wp_insert_post( array( 'post_type' => 'faq', 'post_title' => 'Do you seal?' ) ) )[0] );
	}
}
