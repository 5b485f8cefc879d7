<?php
/**
 * The import in WordPress, from the site's built-in content (fixtures/built-in.json, served with its
 * pictures by tests/wordpress/plugin-php.spec.ts on the site's address): every record created once,
 * as the edit screen saves it, with its photos in the Media Library once each; a second run creates
 * nothing; a record she edited is kept, one she trashed or deleted is not made again, one left as the
 * import wrote it follows the site; a record made by hand is filled from the site's on its first save.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The import and the first-save filling, against the fixture's bundle.
 */
final class Import_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * The fixture's records: type => slugs.
	 *
	 * @var array<string, string[]>
	 */
	private $slugs = array();

	/**
	 * No record of the fixture's slugs, no list of what was taken down or imported, nothing cached:
	 * all undone at the test's end.
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( $this->fixture()['records'] as $record ) {
			$this->slugs[ $record['type'] ][] = $record['slug'];
		}
		foreach ( $this->slugs as $type => $slugs ) {
			foreach ( $slugs as $slug ) {
				$found = gdm_concrete_import_find( $type, $slug );
				while ( $found ) {
					wp_delete_post( $found->ID, true );
					$found = gdm_concrete_import_find( $type, $slug );
				}
			}
		}
		delete_option( GDM_CONCRETE_REMOVED_OPTION );
		delete_option( GDM_CONCRETE_IMPORTED_OPTION );
		delete_option( GDM_CONCRETE_LAST_IMPORT_OPTION );
		delete_transient( GDM_CONCRETE_BUNDLE_CACHE );
		delete_transient( GDM_CONCRETE_BUNDLE_CACHE . '_failed' );
		delete_transient( GDM_CONCRETE_IMPORT_LOCK );
	}

	/**
	 * The fixture's bundle, decoded.
	 *
	 * @return array<string, mixed>
	 */
	private function fixture() {
		return json_decode( (string) file_get_contents( __DIR__ . '/fixtures/built-in.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the test's own file
	}

	/**
	 * Runs the import, as the site's command line would, and checks it ran.
	 *
	 * @param array<string, mixed>|null $bundle A bundle to import instead of the site's (decoded JSON).
	 * @return array<string, mixed> The result.
	 */
	private function import( $bundle = null ) {
		$read   = null === $bundle ? null : gdm_concrete_bundle_read( (string) wp_json_encode( $bundle ) );
		$result = gdm_concrete_import_bundle( $read, false, 'site' );
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertSame( array(), $result['errors'], implode( "\n", $result['errors'] ) );
		return $result;
	}

	/**
	 * The one record of a type and slug.
	 *
	 * @param string $type Post type.
	 * @param string $slug Slug.
	 * @return WP_Post
	 */
	private function record( $type, $slug ) {
		$found = gdm_concrete_import_find( $type, $slug );
		$this->assertInstanceOf( WP_Post::class, $found, "{$type} {$slug}" );
		return $found;
	}

	/**
	 * A rows field as stored.
	 *
	 * @param int    $post_id Post.
	 * @param string $type    Post type.
	 * @param string $name    Field.
	 * @return array<int, array<string, string>>
	 */
	private function rows( $post_id, $type, $name ) {
		return gdm_concrete_rows( (string) get_post_meta( $post_id, gdm_concrete_meta_key( $name ), true ), $this->field( $type, $name ) );
	}

	/**
	 * How many records of the fixture's slugs exist, trashed ones too.
	 *
	 * @return int
	 */
	private function records_of_the_fixture() {
		$count = 0;
		foreach ( $this->slugs as $type => $slugs ) {
			foreach ( $slugs as $slug ) {
				$count += count(
					get_posts(
						array(
							'post_type'      => $type,
							'post_status'    => array( 'publish', 'draft', 'trash' ),
							'posts_per_page' => -1,
							'meta_key'       => GDM_CONCRETE_IMPORT_KEY_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- a test
							'meta_value'     => $type . ':' . $slug, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- a test
						)
					)
				);
			}
		}
		return $count;
	}

	/**
	 * Every record is created once with its fields rows and photos.
	 */
	public function test_every_record_is_created_once_with_its_fields_rows_and_photos() {
		$first = $this->import();
		foreach ( $this->slugs as $type => $slugs ) {
			$this->assertSame( count( $slugs ), $first['counts'][ $type ]['created'], $type );
		}
		$patios = $this->record( 'service', 'patios' );
		$this->assertSame( 'publish', $patios->post_status );
		$this->assertSame( 'Patios', $patios->post_title );
		$this->assertSame( 2, $patios->menu_order );
		$this->assertSame( 'Patios for the backyard.', $patios->post_excerpt );
		$this->assertSame( '$10–$18 per sq ft', get_post_meta( $patios->ID, '_gdm_price', true ) );
		$this->assertCount( 3, $this->rows( $patios->ID, 'service', 'faqs' ) );
		$this->assertSame( 'Do you seal it?', $this->rows( $patios->ID, 'service', 'faqs' )[1]['question'] );
		$photo = (int) get_post_thumbnail_id( $patios->ID );
		$this->assertTrue( wp_attachment_is_image( $photo ) );
		$this->assertSame( 'A broom-finished patio in Urbandale', gdm_concrete_alt_text( $photo ) );
		$this->assertSame( 'Urbandale, 2025', get_post( $photo )->post_excerpt );

		$town = $this->record( 'location', 'urbandale' );
		$this->assertSame( "50322\n50323", get_post_meta( $town->ID, '_gdm_zip_codes', true ) );
		$this->assertSame( '41.6266', get_post_meta( $town->ID, '_gdm_latitude', true ) );
		$this->assertSame( '5', $this->rows( $town->ID, 'location', 'testimonials' )[0]['rating'] );
		$this->assertSame( '/services/patios', $this->rows( $town->ID, 'location', 'services' )[0]['link'] );

		$album    = $this->record( 'gallery_album', 'patio-projects' );
		$projects = $this->rows( $album->ID, 'gallery_album', 'projects' );
		$this->assertCount( 2, $projects );
		$this->assertSame( array(), gdm_concrete_row_problems( $this->field( 'gallery_album', 'projects' ), $projects ), 'the rows pass the edit screen\'s checks' );
		$this->assertSame( 'A patio with a herringbone border', gdm_concrete_alt_text( (int) $projects[0]['image'] ) );
		$this->assertSame( $photo, (int) get_post_thumbnail_id( $album->ID ), 'a picture used twice is downloaded once' );

		$testimonial = $this->record( 'post', 'testimonial-sarah-m' );
		$this->assertSame( '2025-09-14 15:00:00', $testimonial->post_date_gmt );
		$this->assertSame( array( 'testimonials' ), wp_get_post_categories( $testimonial->ID, array( 'fields' => 'slugs' ) ) );
		$this->assertSame( 'Sarah M.', get_post_meta( $testimonial->ID, '_gdm_author', true ) );
		$this->assertSame( 'About Us', $this->record( 'page', 'about' )->post_title );
		$this->assertSame( 'How long does concrete take to cure?', $this->record( 'faq', 'how-long-does-concrete-take-to-cure' )->post_title );

		$attachments = count(
			get_posts(
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'inherit',
					'posts_per_page' => -1,
					'meta_key'       => GDM_CONCRETE_IMPORT_SOURCE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- a test
				)
			)
		);
		$this->assertSame( 5, $attachments, 'four pictures, each once, and one of them again in other words' );
		$town_photo = (int) get_post_thumbnail_id( $this->record( 'location', 'urbandale' )->ID );
		$this->assertNotSame( $photo, $town_photo, 'the same photo in other words is an item of its own' );
		$this->assertSame( "A patio behind a house in Urbandale's Walnut Creek", gdm_concrete_alt_text( $town_photo ) );

		$second = $this->import();
		foreach ( $this->slugs as $type => $slugs ) {
			$this->assertSame( count( $slugs ), $second['counts'][ $type ]['unchanged'], $type );
			$this->assertSame( 0, $second['counts'][ $type ]['created'], $type );
		}
		$this->assertSame( 8, $this->records_of_the_fixture(), 'nothing created twice' );
		$this->assertSame( $photo, (int) get_post_thumbnail_id( $this->record( 'service', 'patios' )->ID ) );
	}

	/**
	 * A record she edited is kept and one left as imported follows the site.
	 */
	public function test_a_record_she_edited_is_kept_and_one_left_as_imported_follows_the_site() {
		$this->import();
		$patios = $this->record( 'service', 'patios' );
		$faqs   = $this->rows( $patios->ID, 'service', 'faqs' );
		// She changes one question on the edit screen.
		$faqs[1]['answer'] = 'Yes, with a penetrating sealer, a month after the pour.';
		gdm_concrete_save_fields( $patios->ID, array( 'faqs' => $this->field( 'service', 'faqs' ) ), array( 'faqs' => $faqs ) );

		$bundle = $this->fixture();
		$bundle['records'][0]['title']                       = 'Driveways';
		$bundle['records'][1]['title']                       = 'Patios and Outdoor Living';
		$bundle['records'][1]['fields']['faqs'][1]['answer'] = 'The site changed this.';
		$result = $this->import( $bundle );

		$this->assertSame( 1, $result['counts']['service']['kept'] );
		$this->assertSame( 1, $result['counts']['service']['updated'] );
		$patios = $this->record( 'service', 'patios' );
		$this->assertSame( 'Patios', $patios->post_title, 'her record is not overwritten' );
		$this->assertSame( 'Yes, with a penetrating sealer, a month after the pour.', $this->rows( $patios->ID, 'service', 'faqs' )[1]['answer'] );
		$this->assertCount( 3, $this->rows( $patios->ID, 'service', 'faqs' ) );
		$this->assertSame( 'Driveways', $this->record( 'service', 'driveways' )->post_title, 'untouched, it follows the site' );

		// Updated by the import, it is still the import's own: a later change of the site's follows.
		$bundle['records'][0]['title'] = 'Concrete Driveways';
		$this->assertSame( 1, $this->import( $bundle )['counts']['service']['updated'] );
		$this->assertSame( 'Concrete Driveways', $this->record( 'service', 'driveways' )->post_title );
	}

	/**
	 * A record saved from the editor without a change (its visual mode takes the paragraphs' <p> out)
	 * is still the import's: it follows the site.
	 */
	public function test_a_record_saved_without_a_change_still_follows_the_site() {
		$this->import();
		$driveways = $this->record( 'service', 'driveways' );
		wp_update_post(
			array(
				'ID'           => $driveways->ID,
				'post_content' => "New and replacement driveways, poured on a compacted base.\r\n",
			)
		);
		$bundle                        = $this->fixture();
		$bundle['records'][0]['title'] = 'Driveways';
		$this->assertSame( 1, $this->import( $bundle )['counts']['service']['updated'] );
		$this->assertSame( 'Driveways', $this->record( 'service', 'driveways' )->post_title );
	}

	/**
	 * A record she trashed or deleted is not made again.
	 */
	public function test_a_record_she_trashed_or_deleted_is_not_made_again() {
		$this->import();
		wp_trash_post( $this->record( 'service', 'patios' )->ID );
		wp_delete_post( $this->record( 'faq', 'how-long-does-concrete-take-to-cure' )->ID, true );
		$result = $this->import();
		$this->assertSame( 1, $result['counts']['service']['skipped'] );
		$this->assertSame( 1, $result['counts']['faq']['skipped'] );
		$this->assertSame( 'trash', $this->record( 'service', 'patios' )->post_status );
		$this->assertNull( gdm_concrete_import_find( 'faq', 'how-long-does-concrete-take-to-cure' ) );
		$this->assertSame( 7, $this->records_of_the_fixture() );
	}

	/**
	 * A dry run counts and writes nothing.
	 */
	public function test_a_dry_run_counts_and_writes_nothing() {
		$result = gdm_concrete_import_bundle( null, true, 'cli' );
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertSame( 2, $result['counts']['service']['created'] );
		$this->assertSame( 0, $this->records_of_the_fixture() );
		$this->assertNull( gdm_concrete_import_find( 'service', 'patios' ) );
		$this->assertFalse( get_option( GDM_CONCRETE_LAST_IMPORT_OPTION ) );
	}

	/**
	 * Saves a new service from its edit screen, as the office manager does, with the given rows of
	 * questions and SEO title.
	 *
	 * @param string                            $title Title.
	 * @param array<int, array<string, string>> $faqs  Her questions.
	 * @param string                            $seo   Her SEO title.
	 * @return int The record.
	 */
	private function save_by_hand( $title, $faqs, $seo ) {
		$this->log_in( 'admin' );
		$_POST = array(
			'gdm_concrete_nonce' => wp_create_nonce( 'gdm_concrete_save_fields' ),
			'gdm_fields'         => array( 'seo_title' => $seo ),
			'gdm_rows'           => array( 'faqs' => $faqs ),
			'gdm_rows_shown'     => array( 'faqs' ),
		);
		return wp_insert_post(
			array(
				'post_type'   => 'service',
				'post_title'  => $title,
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * A record made by hand starts from the site's on its first save.
	 */
	public function test_a_record_made_by_hand_starts_from_the_sites_on_its_first_save() {
		$her = array(
			array(
				'question' => 'Can you pour in November?',
				'answer'   => 'Until the ground freezes.',
			),
		);
		$id  = $this->save_by_hand( 'Patios', $her, 'Patios by the office' );
		$faqs = $this->rows( $id, 'service', 'faqs' );
		$this->assertCount( 4, $faqs, 'the site\'s 3 questions, then hers' );
		$this->assertSame( 'How long before we can use the patio?', $faqs[0]['question'] );
		$this->assertSame( 'Can you pour in November?', $faqs[3]['question'] );
		$this->assertSame( 'Patios by the office', get_post_meta( $id, '_gdm_seo_title', true ), 'what she typed stays' );
		$this->assertSame( '$10–$18 per sq ft', get_post_meta( $id, '_gdm_price', true ), 'what she left empty is the site\'s' );
		$this->assertCount( 2, $this->rows( $id, 'service', 'process' ) );
		$this->assertSame( '<p>Backyard patios, plain or stamped.</p>', get_post( $id )->post_content );
		$this->assertTrue( has_post_thumbnail( $id ) );

		// Once: what she removes afterwards stays removed.
		$_POST['gdm_rows']['faqs']     = array( $faqs[3] );
		$_POST['gdm_fields']['price'] = '';
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Patios',
			)
		);
		$this->assertCount( 1, $this->rows( $id, 'service', 'faqs' ) );
		$this->assertSame( '', get_post_meta( $id, '_gdm_price', true ) );

		// The import keeps it as she made it.
		$_POST  = array();
		$result = $this->import();
		$this->assertSame( 1, $result['counts']['service']['kept'] );
		$this->assertCount( 1, $this->rows( $id, 'service', 'faqs' ) );
	}

	/**
	 * A record made by hand that is not the site's is left as she made it.
	 */
	public function test_a_record_made_by_hand_that_is_not_the_sites_is_left_as_she_made_it() {
		$id = $this->save_by_hand(
			'Driveway Sealing',
			array(
				array(
					'question' => 'How often?',
					'answer'   => 'Every two years.',
				),
			),
			''
		);
		$this->assertCount( 1, $this->rows( $id, 'service', 'faqs' ) );
		$this->assertSame( '', get_post_meta( $id, '_gdm_price', true ) );
		$this->assertSame( 'none', get_post_meta( $id, GDM_CONCRETE_SEEDED_META, true ) );
	}

	/**
	 * A second Patios made by hand after the import is not filled: the site's is in WordPress already.
	 */
	public function test_a_second_record_of_an_imported_slug_is_not_filled() {
		$this->import();
		$id = $this->save_by_hand(
			'Patios',
			array(
				array(
					'question' => 'Another?',
					'answer'   => 'Yes.',
				),
			),
			''
		);
		$this->assertNotSame( 'patios', get_post( $id )->post_name );
		$this->assertCount( 1, $this->rows( $id, 'service', 'faqs' ) );
		$this->assertSame( '', get_post_meta( $id, '_gdm_price', true ) );
	}

	/**
	 * Only an administrator runs it from the screen.
	 */
	public function test_only_an_administrator_runs_it_from_the_screen() {
		$this->log_in( 'editor' );
		$_REQUEST['_wpnonce'] = wp_create_nonce( 'gdm_concrete_import' );
		try {
			gdm_concrete_import_screen_run();
			$this->fail( 'an Editor ran the import' );
		} catch ( GDM_Test_Died $died ) {
			$this->assertSame( 403, $died->getCode() );
		}
		$this->assertSame( 0, $this->records_of_the_fixture() );
	}
}
