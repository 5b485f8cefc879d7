<?php
/**
 * The Leads screen's words for what the website answers (includes/leads-api.php): where a delivery
 * goes is named as the website's answer names it, the words its e-mails and pages use too.
 *
 * @package GdmConcreteContent
 */

defined( 'ABSPATH' ) || exit;

/**
 * A delivery's destination, in the owner's words.
 */
final class Leads_Api_Test extends GDM_Concrete_Test_Case {

	/**
	 * Each delivery is named by the label the website gives it, whatever its destination (one the
	 * plugin has never heard of too); one without a label (an older website's) is still shown, as Other.
	 */
	public function test_each_destination_is_named_as_the_website_names_it() {
		$this->assertSame(
			'Lead service',
			gdm_concrete_leads_destination_label(
				array(
					'destination' => 'webhook',
					'label'       => 'Lead service',
				)
			)
		);
		$this->assertSame(
			'Text message to the business',
			gdm_concrete_leads_destination_label(
				array(
					'destination' => 'sms',
					'label'       => 'Text message to the business',
				)
			)
		);
		$this->assertSame( 'Other', gdm_concrete_leads_destination_label( array( 'destination' => 'email' ) ) );
		$this->assertSame(
			'Other',
			gdm_concrete_leads_destination_label(
				array(
					'destination' => 'email',
					'label'       => array( 'not text' ),
				)
			)
		);
		$this->assertSame( 'Other', gdm_concrete_leads_destination_label( 'webhook' ) );
	}
}
