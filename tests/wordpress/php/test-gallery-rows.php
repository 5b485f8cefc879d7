<?php
/**
 * An album's projects (fields.json gallery_album.projects) in WordPress: a row the site could not use
 * is named at save, never dropped without a word. A photo must be a picture chosen in the Media Library
 * (with a description for people who cannot see it), a service page one of the site's service pages; a
 * full address on the site's own host, or of a Media Library file, is taken as what it names.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gallery rows cleaned and checked against WordPress's Media Library.
 */
final class Gallery_Rows_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * A photo in the Media Library with its Alternative Text, the one a good project row shows.
	 *
	 * @var int
	 */
	private $photo = 0;

	/**
	 * A picture added to the Media Library, with its Alternative Text.
	 *
	 * @param string $alt Alternative Text.
	 * @return array{0: int, 1: string} Its attachment ID and its address.
	 */
	private function picture( $alt ) {
		$file = '2026/05/patio-' . wp_generate_password( 8, false ) . '.jpg';
		$id   = wp_insert_attachment(
			array(
				'post_title'     => 'Patio',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		return array( $id, wp_get_upload_dir()['baseurl'] . '/' . $file );
	}

	/**
	 * A photo in the Media Library with its description.
	 */
	protected function setUp(): void {
		parent::setUp();
		list( $this->photo ) = $this->picture( 'Herringbone-border stamped patio behind an Ankeny home' );
	}

	/**
	 * One project row with the given cells over a good one.
	 *
	 * @param array<string, string> $cells Cells.
	 * @return array<string, string>
	 */
	private function project( $cells ) {
		return array_merge(
			array(
				'title'         => 'Herringbone-border patio',
				'size'          => '510 sq ft',
				'town'          => 'Ankeny',
				'service_link'  => '/services/patios',
				'image'         => (string) $this->photo,
				'service_label' => '',
			),
			$cells
		);
	}

	/**
	 * What a save stores and then says: the rows cleaned, then the sentences of the notice.
	 *
	 * @param array<int, array<string, string>> $rows Rows as typed.
	 * @return array{0: array<int, array<string, string>>, 1: string[]}
	 */
	private function save( $rows ) {
		$field  = $this->field( 'gallery_album', 'projects' );
		$stored = gdm_concrete_rows( gdm_concrete_sanitize_field( $field, $rows ), $field );
		return array( $stored, gdm_concrete_row_problems( $field, $stored ) );
	}

	/**
	 * A pasted image address and a full address as the service link, as found: each is named with its
	 * row, and both rows are kept as typed so nothing is lost.
	 */
	public function test_a_pasted_address_and_a_link_to_another_site_are_named_with_their_row() {
		list( $stored, $problems ) = $this->save(
			array(
				$this->project( array() ),
				$this->project( array( 'image' => 'https://photos.example.net/IMG_4031.jpg' ) ),
				$this->project( array( 'service_link' => 'https://other-contractor.example/services/patios' ) ),
			)
		);
		$this->assertSame(
			array(
				'Photo in project 2 is an address, not a photo from the Media Library: press Choose photo.',
				'Service page in project 3 is an address on another website: choose one of the site\'s pages from the list.',
			),
			$problems
		);
		$this->assertCount( 3, $stored );
		$this->assertSame( 'https://photos.example.net/IMG_4031.jpg', $stored[1]['image'] );
	}

	/**
	 * The site's own address (trailing slash or not, a query or not) becomes the page's path; a Media
	 * Library file's address its ID: the row is then good. (With www. or without: tests/test-rows.php,
	 * on an address this WordPress's site, 127.0.0.1, cannot have.)
	 */
	public function test_the_sites_own_address_and_a_media_library_address_are_taken_as_what_they_name() {
		$site                = gdm_concrete_connection()['url'];
		list( $id, $url )    = $this->picture( 'Broom-finished patio with a seat wall' );
		list( $stored, $problems ) = $this->save(
			array(
				$this->project(
					array(
						'service_link' => $site . '/services/stamped-concrete/',
						'image'        => $url,
					)
				),
				$this->project( array( 'service_link' => $site . '/services/patios?utm_source=x' ) ),
			)
		);
		$this->assertSame( array(), $problems );
		$this->assertSame( '/services/stamped-concrete', $stored[0]['service_link'] );
		$this->assertSame( (string) $id, $stored[0]['image'] );
		$this->assertSame( '/services/patios', $stored[1]['service_link'] );
	}

	/**
	 * A path that is no service page of the site, a number that is no picture, and a row left half
	 * done: each named, the half-done row kept.
	 */
	public function test_wrong_pages_missing_pictures_and_half_rows_are_named() {
		list( $stored, $problems ) = $this->save(
			array(
				$this->project( array( 'service_link' => '/gallery/stamped-patios' ) ),
				$this->project( array( 'image' => (string) ( $this->photo + 1000 ) ) ),
				array(
					'title' => 'Patio for the Nguyens',
					'town'  => 'Waukee',
				),
			)
		);
		$this->assertSame(
			array(
				'Service page in project 1 is not one of the site\'s pages: choose one from the list.',
				'Photo in project 2 is not a picture in the Media Library.',
				'Project 3 has no photo.',
			),
			$problems
		);
		$this->assertSame( 'Patio for the Nguyens', $stored[2]['title'] );
	}

	/**
	 * A picture without Alternative Text is used, and the editor is asked to describe it.
	 */
	public function test_a_photo_without_a_description_is_asked_for_one() {
		list( $undescribed ) = $this->picture( '   ' );
		list( , $problems ) = $this->save( array( $this->project( array( 'image' => (string) $undescribed ) ) ) );
		$this->assertSame(
			array( 'Photo in project 1 has no description for people who cannot see it: add Alternative Text to it in the Media Library.' ),
			$problems
		);
	}

	/**
	 * Under a chosen photo: its description, or a prompt with a link to write one; nothing (hidden)
	 * without a photo. What an editor typed is escaped.
	 */
	public function test_the_picker_shows_the_description_or_asks_for_one() {
		$this->assertSame(
			'<p class="gdm-image__alt">Description: Patio &lt;b&gt;&amp; fire pit</p>',
			gdm_concrete_alt_note( 'Patio <b>& fire pit', 'https://cms.example.test/wp-admin/post.php?post=41&action=edit' )
		);
		$this->assertSame(
			'<p class="gdm-image__alt gdm-image__alt--missing">This photo has no description for people who cannot see it: <a href="https://cms.example.test/wp-admin/post.php?post=41&#038;action=edit" target="_blank" rel="noopener">add Alternative Text in the Media Library</a></p>',
			gdm_concrete_alt_note( '', 'https://cms.example.test/wp-admin/post.php?post=41&action=edit' )
		);
		$this->assertSame( '<p class="gdm-image__alt" hidden></p>', gdm_concrete_alt_note( null, '' ) );
	}
}
