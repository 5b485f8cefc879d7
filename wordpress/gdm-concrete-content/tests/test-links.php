<?php
/**
 * The site's addresses (includes/links.php): View and the permalinks open the record's page on the
 * site (site-pages.json), and only an address the site serves.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * A record's address on the site.
 */
final class Links_Test extends GDM_Concrete_Test_Case {

	/**
	 * A published record.
	 *
	 * @param int    $id   ID.
	 * @param string $type Post type.
	 * @param string $slug Slug.
	 * @return WP_Post
	 */
	private function post( $id, $type, $slug ) {
		return GDM_Test_WordPress::add_post(
			array(
				'ID'        => $id,
				'post_type' => $type,
				'post_name' => $slug,
			)
		);
	}

	/**
	 * Each kind of record opens its page on the site; the address as typed in the settings may end
	 * with a slash.
	 */
	public function test_each_record_opens_its_page_on_the_site() {
		$this->connect( self::SITE . '/' );
		$this->assertSame( self::SITE . '/services/stamped-patios', gdm_concrete_site_address( $this->post( 1, 'service', 'stamped-patios' ) ) );
		$this->assertSame( self::SITE . '/locations/west-des-moines', gdm_concrete_site_address( $this->post( 2, 'location', 'west-des-moines' ) ) );
		$this->assertSame( self::SITE . '/faq', gdm_concrete_site_address( $this->post( 3, 'faq', 'do-you-pull-permits' ) ) );
		$this->assertSame( self::SITE . '/testimonials', gdm_concrete_site_address( $this->post( 4, 'post', 'great-crew' ) ) );
		$this->post( 5, 'page', 'about' );
		$this->assertSame( self::SITE . '/about', gdm_concrete_site_page_link( 'https://wp.example.test/?page_id=5', 5 ), 'by ID, as page_link passes it' );
	}

	/**
	 * No address rather than a page the site does not serve: no site set, a draft without a slug, a
	 * slug the site's pages cannot have, a type the site does not show. WordPress's own link is kept.
	 */
	public function test_no_address_rather_than_a_wrong_one() {
		$service = $this->post( 1, 'service', 'driveways' );
		$this->assertSame( '', gdm_concrete_site_address( $service ), 'no site set' );

		$this->connect();
		$this->assertSame( '', gdm_concrete_site_address( $this->post( 2, 'service', '' ) ) );
		$this->assertSame( '', gdm_concrete_site_address( $this->post( 3, 'service', '%e2%9c%93-patios' ) ) );
		$this->assertSame( '', gdm_concrete_site_address( $this->post( 4, 'service', 'Driveways' ) ) );
		$this->assertSame( '', gdm_concrete_site_address( $this->post( 5, 'attachment', 'patio-jpg' ) ) );
		$this->assertSame( '', gdm_concrete_site_address( 999 ) );
		$this->assertSame( 'https://wp.example.test/?attachment_id=5', gdm_concrete_site_link( 'https://wp.example.test/?attachment_id=5', get_post( 5 ) ) );
		$this->assertSame( self::SITE . '/services/driveways', gdm_concrete_site_link( 'https://wp.example.test/?p=1', $service ) );
	}

	/**
	 * WordPress's sample permalink (the editor's line under the title, whose slug she may edit) is the
	 * site's address with WordPress's token for the slug, for a draft without a slug as for a published
	 * record; a page without a slug on the site is its address.
	 */
	public function test_the_sample_permalink_is_the_sites_with_the_slug_to_edit() {
		$this->connect();
		$draft = GDM_Test_WordPress::add_post(
			array(
				'ID'          => 1,
				'post_type'   => 'service',
				'post_status' => 'draft',
			)
		);
		$this->assertSame( self::SITE . '/services/%service%', apply_filters( 'post_type_link', 'https://wp.example.test/service/%service%/', $draft, true, true ) );
		$this->assertSame( self::SITE . '/services/%service%', apply_filters( 'post_type_link', 'https://wp.example.test/service/%service%/', $this->post( 2, 'service', 'patios' ), true, true ) );
		$this->assertSame( self::SITE . '/services/patios', apply_filters( 'post_type_link', 'https://wp.example.test/service/patios/', get_post( 2 ), false, false ) );
		$this->assertSame( self::SITE . '/faq', apply_filters( 'post_type_link', 'https://wp.example.test/faq/%faq%/', $this->post( 3, 'faq', '' ), true, true ) );
		$this->post( 4, 'page', '' );
		$this->assertSame( self::SITE . '/%pagename%', apply_filters( 'page_link', 'https://wp.example.test/%pagename%/', 4, true ) );
		$this->assertSame( 'https://wp.example.test/?page_id=4', apply_filters( 'page_link', 'https://wp.example.test/?page_id=4', 4, false ), 'no slug yet' );
	}

	/**
	 * WordPress's sitemap never lists the site's records (the site's /sitemap.xml does), and is off
	 * altogether once the site is connected.
	 */
	public function test_wordpress_sitemap_leaves_the_sites_records_out() {
		$types = array_fill_keys( array( 'post', 'page', 'service', 'location', 'faq', 'process_step', 'gallery_album' ), true );
		$this->assertSame( array( 'post', 'page' ), array_keys( apply_filters( 'wp_sitemaps_post_types', $types ) ) );
		$this->assertTrue( apply_filters( 'wp_sitemaps_enabled', true ) );
		$this->connect();
		$this->assertFalse( apply_filters( 'wp_sitemaps_enabled', true ) );
	}
}
