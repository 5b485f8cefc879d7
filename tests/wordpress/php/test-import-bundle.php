<?php
/**
 * The site's built-in content as the import reads it: hostile input. A bundle not of the format is
 * refused whole; a record that breaks a rule is named and left out, the rest kept. The signed call of
 * the site's command line is refused without a good, fresh, unseen signature, and a large body before
 * its signature is read.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bundle's checks, and the import's REST route's guard.
 */
final class Import_Bundle_In_WordPress_Test extends GDM_WordPress_Test_Case {

	/**
	 * The fixture's bundle, decoded.
	 *
	 * @return array<string, mixed>
	 */
	private function fixture() {
		return json_decode( (string) file_get_contents( __DIR__ . '/fixtures/built-in.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the test's own file
	}

	/**
	 * The fixture with its second record (patios) changed.
	 *
	 * @param callable $change Takes the record, gives it back changed.
	 * @return array{records: array<int, array<string, mixed>>, errors: array<int, array<string, string>>}|WP_Error
	 */
	private function read_with_patios( $change ) {
		$bundle                 = $this->fixture();
		$bundle['records'][1]   = $change( $bundle['records'][1] );
		return gdm_concrete_bundle_read( (string) wp_json_encode( $bundle ) );
	}

	/**
	 * The fixture is read whole.
	 */
	public function test_the_fixture_is_read_whole() {
		$read = gdm_concrete_bundle_read( (string) wp_json_encode( $this->fixture() ) );
		$this->assertIsArray( $read );
		$this->assertSame( array(), $read['errors'] );
		$this->assertCount( 8, $read['records'] );
		$patios = $read['records'][1];
		$this->assertSame( 'patios', $patios['slug'] );
		$this->assertCount( 3, $patios['fields']['faqs'] );
		$this->assertSame( '/images/patio.jpg', $patios['featured_image']['url'] );
		$this->assertSame( '2025-09-14 15:00:00', $read['records'][6]['date'] );
	}

	/**
	 * A bundle not of the format is refused whole.
	 */
	public function test_a_bundle_not_of_the_format_is_refused_whole() {
		$deep = str_repeat( '[', 40 ) . str_repeat( ']', 40 );
		$many = array(
			'format'  => 'gdm-built-in.v1',
			'records' => array_fill( 0, GDM_CONCRETE_BUNDLE_MAX_RECORDS + 1, array() ),
		);
		$refused = array(
			'not JSON'           => '<html>Bad gateway</html>',
			'another format'     => '{"format":"gdm-built-in.v2","records":[]}',
			'no format'          => '{"records":[]}',
			'records not a list' => '{"format":"gdm-built-in.v1","records":{"a":{}}}',
			'too deep'           => '{"format":"gdm-built-in.v1","records":' . $deep . '}',
			'too many records'   => wp_json_encode( $many ),
			'too large'          => str_repeat( ' ', GDM_CONCRETE_BUNDLE_MAX_BYTES + 1 ),
		);
		foreach ( $refused as $why => $json ) {
			$this->assertInstanceOf( WP_Error::class, gdm_concrete_bundle_read( $json ), $why );
		}
	}

	/**
	 * A record breaking a rule is named and left out and the rest kept.
	 */
	public function test_a_record_breaking_a_rule_is_named_and_left_out_and_the_rest_kept() {
		$breaks = array(
			'a type WordPress does not keep'   => array( 'type' => 'site_option' ),
			'a slug with capitals'             => array( 'slug' => 'Patios' ),
			'a slug climbing out'              => array( 'slug' => '../patios' ),
			'no title'                         => array( 'title' => '' ),
			'a title too long'                 => array( 'title' => str_repeat( 'a', 301 ) ),
			'an order as text'                 => array( 'menu_order' => '2' ),
			'a negative order'                 => array( 'menu_order' => -1 ),
			'a date not in UTC'                => array( 'date' => '2025-09-14 15:00' ),
			'text not text'                    => array( 'content' => array( 'x' ) ),
			'fields as a list'                 => array( 'fields' => array( 'x' ) ),
			'a field its type has not'         => array( 'fields' => array( 'evil' => 'x' ) ),
			'a field of another type'          => array( 'fields' => array( 'county' => 'Polk' ) ),
			'rows as text'                     => array( 'fields' => array( 'faqs' => 'How long?' ) ),
			'a row with a column it has not'   => array( 'fields' => array( 'faqs' => array( array( 'question' => 'Q', 'script' => 'x' ) ) ) ),
			'too many rows'                    => array( 'fields' => array( 'faqs' => array_fill( 0, GDM_CONCRETE_BUNDLE_MAX_ROWS + 1, array( 'question' => 'Q' ) ) ) ),
			'a cell too long'                  => array( 'fields' => array( 'faqs' => array( array( 'question' => str_repeat( 'q', 5001 ) ) ) ) ),
			'a text field as a number'         => array( 'fields' => array( 'price' => 12 ) ),
			'a picture on another scheme'      => array( 'featured_image' => array( 'url' => 'http://example.com/a.jpg', 'alt' => '' ) ),
			'a picture climbing out'           => array( 'featured_image' => array( 'url' => '/images/../../wp-config.php', 'alt' => '' ) ),
			'a picture of a script'            => array( 'featured_image' => array( 'url' => 'javascript:alert(1)', 'alt' => '' ) ),
			'a picture with more than its own' => array( 'featured_image' => array( 'url' => '/images/a.jpg', 'onload' => 'x' ) ),
		);
		foreach ( $breaks as $why => $change ) {
			$read = $this->read_with_patios(
				static function ( $record ) use ( $change ) {
					return array_merge( $record, $change );
				}
			);
			$this->assertIsArray( $read, $why );
			$this->assertCount( 7, $read['records'], $why );
			$this->assertNotContains( 'patios', array_column( $read['records'], 'slug' ), $why );
			$this->assertCount( 1, $read['errors'], $why );
			$this->assertStringStartsWith( 'Record 2: ', $read['errors'][0]['message'], $why );
		}
	}

	/**
	 * A record twice is taken once and its html is made safe.
	 */
	public function test_a_record_twice_is_taken_once_and_its_html_is_made_safe() {
		$bundle                          = $this->fixture();
		$bundle['records'][1]['content'] = '<p onclick="steal()">Patios</p><script>steal()</script>';
		$bundle['records'][]             = $bundle['records'][1];
		$read                            = gdm_concrete_bundle_read( (string) wp_json_encode( $bundle ) );
		$this->assertCount( 8, $read['records'] );
		$this->assertCount( 1, $read['errors'] );
		$this->assertStringContainsString( 'in the list twice', $read['errors'][0]['message'] );
		$this->assertStringNotContainsString( 'script', $read['records'][1]['content'] );
		$this->assertStringNotContainsString( 'onclick', $read['records'][1]['content'] );
	}

	/**
	 * A call to the import's route, signed with the given secret (none: unsigned).
	 *
	 * @param string   $body      Body.
	 * @param string   $secret    Secret to sign with, or '' for none.
	 * @param int|null $timestamp When it was signed.
	 * @return WP_REST_Response
	 */
	private function call( $body, $secret, $timestamp = null ) {
		$request = new WP_REST_Request( 'POST', '/gdm-concrete/v1/import' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		if ( '' !== $secret ) {
			$stamp = (string) ( $timestamp ?? time() );
			$request->set_header( 'X-Timestamp', $stamp );
			$request->set_header( 'X-Signature', 'sha256=' . hash_hmac( 'sha256', 'gdm-import.v1.' . $stamp . '.' . $body, $secret ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * The site's call needs a good fresh signature and a small body.
	 */
	public function test_the_sites_call_needs_a_good_fresh_signature_and_a_small_body() {
		$secret = gdm_concrete_connection()['secret'];
		$this->assertNotSame( '', $secret, 'the test WordPress has a shared secret' );
		$this->assertSame( 401, $this->call( '{"dry_run":true}', '' )->get_status(), 'unsigned' );
		$this->assertSame( 401, $this->call( '{"dry_run":true}', 'another-secret-of-enough-length' )->get_status(), 'another secret' );
		$this->assertSame( 401, $this->call( '{"dry_run":true}', $secret, time() - 301 )->get_status(), 'stale' );
		$this->assertSame( 413, $this->call( '{"dry_run":true,"pad":"' . str_repeat( 'x', 1100 ) . '"}', $secret )->get_status(), 'large' );
		$this->assertSame( 'missing signature', gdm_concrete_import_signature_problem( '', '', '{}', $secret, time() ) );
		$this->assertSame( 'malformed timestamp', gdm_concrete_import_signature_problem( '12a', 'sha256=00', '{}', $secret, time() ) );
		$this->assertSame( 400, $this->call( '{"dry_run":"yes"}', $secret )->get_status(), 'dry_run not a boolean' );

		$stamp  = time();
		$signed = $this->call( '{"dry_run":true}', $secret, $stamp );
		$this->assertSame( 200, $signed->get_status(), wp_json_encode( $signed->get_data() ) );
		$data = $signed->get_data();
		$this->assertTrue( $data['dry_run'] );
		$this->assertSame( 2, $data['counts']['service']['created'] + $data['counts']['service']['kept'] + $data['counts']['service']['unchanged'] + $data['counts']['service']['skipped'] );
		$this->assertSame( 0, (int) wp_count_posts( 'process_step' )->publish - (int) $this->process_steps_before, 'a dry run writes nothing' );
		$this->assertSame( 401, $this->call( '{"dry_run":true}', $secret, $stamp )->get_status(), 'the same call again' );
	}

	/**
	 * Published process steps when the test began.
	 *
	 * @var int
	 */
	private $process_steps_before = 0;

	/**
	 * Counts what a dry run must leave as it was.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->process_steps_before = (int) wp_count_posts( 'process_step' )->publish;
		delete_transient( GDM_CONCRETE_BUNDLE_CACHE );
		delete_transient( GDM_CONCRETE_BUNDLE_CACHE . '_failed' );
	}
}
