<?php
/**
 * A lead in the owner's words (includes/leads-detail.php): what the site's form added is set apart and
 * named plainly; tags the forms write as codes read as words.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * Fields and tags as the Leads screen shows them.
 */
final class Leads_Words_Test extends GDM_Concrete_Test_Case {

	/**
	 * The visitor's fields stay as the site labels them; the form's own go under "How it came in".
	 */
	public function test_the_forms_own_fields_are_apart_and_in_words() {
		$rows = gdm_concrete_leads_plain_fields(
			array(
				array(
					'label' => 'Name',
					'value' => 'Dana Driveway',
				),
				array(
					'label' => 'Lead type',
					'value' => 'Prospect',
				),
				array(
					'label' => 'Page source',
					'value' => 'Contact Page',
				),
				array(
					'label' => 'Message',
					'value' => "Two lines\nof it",
				),
			)
		);
		$this->assertSame(
			array(
				'sent' => array( array( 'Name', 'Dana Driveway' ), array( 'Message', "Two lines\nof it" ) ),
				'form' => array( array( 'Filed with your lead service as', 'Prospect' ), array( 'Page', 'Contact Page' ) ),
			),
			$rows
		);
	}

	/**
	 * The forms' coded tags read as words; any other tag is shown as it is.
	 */
	public function test_coded_tags_read_as_words() {
		$this->assertSame( 'Page: Contact Page', gdm_concrete_leads_tag_label( 'source:page:Contact Page' ) );
		$this->assertSame( 'Form: Two-Step Form', gdm_concrete_leads_tag_label( 'source:Two-Step Form' ) );
		$this->assertSame( 'Wants a quote', gdm_concrete_leads_tag_label( 'intent:quote' ) );
		$this->assertSame( 'intent:something-new', gdm_concrete_leads_tag_label( 'intent:something-new' ) );
		$this->assertSame( 'Website Lead', gdm_concrete_leads_tag_label( 'Website Lead' ) );
	}

	/**
	 * A text's receipt is shown in the website's words; a delivery without one shows nothing.
	 */
	public function test_a_texts_receipt_is_in_the_websites_words() {
		$failed = 'Your phone\'s carrier did not take the text (Twilio error 30003); the lead was e-mailed to you instead.';
		$this->assertSame(
			$failed,
			gdm_concrete_leads_receipt_text(
				array(
					'destination' => 'sms',
					'receipt'     => array(
						'status'    => 'undelivered',
						'errorCode' => '30003',
						'text'      => $failed,
					),
				)
			)
		);
		$this->assertSame(
			'Text delivered to your phone.',
			gdm_concrete_leads_receipt_text( array( 'receipt' => array( 'text' => 'Text delivered to your phone.' ) ) )
		);
		$this->assertSame( '', gdm_concrete_leads_receipt_text( array( 'receipt' => null ) ) );
		$this->assertSame( '', gdm_concrete_leads_receipt_text( array( 'destination' => 'webhook' ) ) );
		$this->assertSame( '', gdm_concrete_leads_receipt_text( array( 'receipt' => array( 'text' => array( 'x' ) ) ) ) );
		$this->assertSame( '', gdm_concrete_leads_receipt_text( 'sms' ) );
	}
}
